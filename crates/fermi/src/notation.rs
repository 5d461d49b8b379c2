//! NVIDIA's notation for Fermi, as CUDA 4.x `cuobjdump -sass` prints it: `@!P0 IADD.X R0.CC, R1, -R2;`,
//! `c [0x0] [0x20]`, `[R3+0x10]`, `RZ`, `pt`, `SR_Tid_X`. The table walks are the engine's.

use gpuisa_core::lex::{TokKind, Token};
use gpuisa_core::text::Line;
use gpuisa_engine::encode::imm_raw;
use gpuisa_engine::notation::{push_signed, split_dotted, Notation, Separators};
use gpuisa_engine::parse::{parse_reg, Cursor};
use gpuisa_engine::*;

/// NVIDIA's notation (see the module documentation).
pub struct Nvidia;

/// The zero register (reads 0, writes are dropped) and the always-true predicate.
pub const RZ: u16 = 63;
pub const PT: u16 = 7;

/// Special registers by number, with their names (the numbers are the S2R field's).
pub const SREG_NAMES: &[(u16, &str)] = &[
    (0x00, "SR_LaneId"),
    (0x02, "SR_VirtCfg"),
    (0x03, "SR_VirtId"),
    (0x10, "SR_PrimCnt"),
    (0x11, "SR_InvocationId"),
    (0x12, "SR_YDirection"),
    (0x21, "SR_Tid_X"),
    (0x22, "SR_Tid_Y"),
    (0x23, "SR_Tid_Z"),
    (0x25, "SR_CTAid_X"),
    (0x26, "SR_CTAid_Y"),
    (0x27, "SR_CTAid_Z"),
    (0x29, "SR_NTid_X"),
    (0x2a, "SR_NTid_Y"),
    (0x2b, "SR_NTid_Z"),
    (0x2c, "SR_GridParam"),
    (0x2d, "SR_NCTAid_X"),
    (0x2e, "SR_NCTAid_Y"),
    (0x2f, "SR_NCTAid_Z"),
    (0x30, "SR_SWinLo"),
    (0x31, "SR_SWinSz"),
    (0x32, "SR_SMemSz"),
    (0x33, "SR_SMemBanks"),
    (0x34, "SR_LWinLo"),
    (0x35, "SR_LWinSz"),
    (0x36, "SR_LMemLoSz"),
    (0x37, "SR_LMemHiOff"),
    (0x38, "SR_EqMask"),
    (0x39, "SR_LtMask"),
    (0x3a, "SR_LeMask"),
    (0x3b, "SR_GtMask"),
    (0x3c, "SR_GeMask"),
    (0x50, "SR_ClockLo"),
    (0x51, "SR_ClockHi"),
];

fn push_r(out: &mut Line, n: u16) {
    match reg_name(RegFile::R, n) {
        Some((name, len)) => out.put8(name, len),
        None => {
            out.byte(b'R');
            out.dec(n as u64);
        }
    }
}

/// `R0`..`R62`, `RZ`, then `P0`..`P6`, `pt`: each name padded to 8 bytes, its length in the last byte.
/// One store prints a register, where digits would take a loop.
static REG_NAMES: [[u8; 8]; 72] = {
    let mut t = [[0u8; 8]; 72];
    let mut i = 0;
    while i < 72 {
        let (letter, n) = if i < 64 { (b'R', i) } else { (b'P', i - 64) };
        t[i] = if n as u16 == RZ {
            *b"RZ\0\0\0\0\0\x02"
        } else if letter == b'P' && n as u16 == PT {
            *b"pt\0\0\0\0\0\x02"
        } else if n < 10 {
            [letter, b'0' + n as u8, 0, 0, 0, 0, 0, 2]
        } else {
            [letter, b'0' + (n / 10) as u8, b'0' + (n % 10) as u8, 0, 0, 0, 0, 3]
        };
        i += 1;
    }
    t
};

/// The name of a general or predicate register from [`REG_NAMES`], and its length.
#[inline(always)]
fn reg_name(file: RegFile, n: u16) -> Option<([u8; 8], usize)> {
    let i = match file {
        RegFile::R if n < 64 => n as usize,
        RegFile::P if n < 8 => 64 + n as usize,
        _ => return None,
    };
    let e = REG_NAMES[i];
    Some((e, e[7] as usize))
}

/// The bank of a 32-bit short form's constant operand, which its space names (`0`, `1`, `6` for 16; see
/// [`crate::encoding::short`]).
fn short_bank(space: u8) -> Option<u8> {
    match space {
        b'0' => Some(0),
        b'1' => Some(1),
        b'6' => Some(16),
        _ => None,
    }
}

/// The length of the instruction whose code-address field is `spec`: 4 for a short form's, which counts
/// words (see [`crate::encoding::short`]); 8 for a 64-bit form's, which counts bytes.
fn insn_len(spec: &ImmSpec) -> u64 {
    if spec.shift == 2 {
        4
    } else {
        8
    }
}

/// A signed offset after a base register: `+0x10`, `+-0x4` (NVIDIA keeps the `+`).
fn push_offset(out: &mut Line, v: i64) {
    out.byte(b'+');
    push_signed(out, v);
}

/// Mnemonics whose last operand is a write mask, printed as a word (`0xf`).
const MASKED: &[&str] = &["TEX", "TLD", "TLD4", "TMML", "TXQ", "TXA", "TXD", "SUST"];

/// The token of a texture instruction's write mask: its last operand (before a trailing `???[0x...]`)
/// when that is a hexadecimal number (or the word retokenizing made of it).
fn mask_token(src: &str, toks: &[Token]) -> Option<usize> {
    let mut i = 0;
    // The guard: `@`, `!`, a predicate.
    while i < toks.len() && (toks[i].is_punct(b'@') || toks[i].is_punct(b'!')) {
        i += 1;
    }
    if i > 0 {
        i += 1;
    }
    let mn = toks.get(i)?;
    if mn.kind != TokKind::Ident || !MASKED.contains(&mn.text(src)) {
        return None;
    }
    let mut end = toks.len();
    if end >= 5
        && toks[end - 4].kind == TokKind::Unknown
        && toks[end - 3].is_punct(b'[')
        && toks[end - 1].is_punct(b']')
    {
        end -= 4;
    }
    let last = end.checked_sub(1).filter(|&l| l > i)?;
    let t = &toks[last];
    (matches!(t.kind, TokKind::Num | TokKind::Ident) && t.text(src).starts_with("0x")).then_some(last)
}

impl Notation for Nvidia {
    const SEPARATORS: Separators = Separators::Dotted;
    // Only Tesla's `long` prefix and the envydis lossless syntax look at shapes.
    const SHAPES: bool = false;

    #[inline(always)]
    fn reg8(r: &Reg) -> Option<([u8; 8], usize)> {
        reg_name(r.file, r.num)
    }

    fn reg(out: &mut Line, r: &Reg, _feats: u8) {
        match r.file {
            RegFile::P if r.num == PT => out.put8(*b"pt\0\0\0\0\0\0", 2),
            RegFile::P => {
                out.byte(b'P');
                out.dec(r.num as u64);
            }
            RegFile::Sr => match SREG_NAMES.iter().find(|(n, _)| *n == r.num) {
                Some((_, name)) => out.put_str(name),
                None => {
                    out.put_str("SR");
                    out.dec(r.num as u64);
                }
            },
            RegFile::C => out.put8(*b"CC\0\0\0\0\0\0", 2),
            // Textures, samplers and surfaces: their index, as cuobjdump prints them (`TEX R0, R2, 0x0, 0x0,
            // 2D, 0xf;`).
            RegFile::T | RegFile::S => out.hex(r.num as u64),
            _ => push_r(out, r.num),
        }
    }

    fn mem(out: &mut Line, m: &Mem) {
        mem_text(out, m, true)
    }

    /// Branch offsets count from the next instruction; the text shows the address they reach.
    fn target(out: &mut Line, v: u64, addr: u64) {
        out.hex(addr.wrapping_add(8).wrapping_add(v));
    }
    fn target_address(v: u64, addr: u64) -> u64 {
        addr.wrapping_add(8).wrapping_add(v)
    }
    fn target_field(target: u64, addr: u64) -> i64 {
        target.wrapping_sub(addr).wrapping_sub(8) as i64
    }
    /// A 32-bit short form's offset (it counts words: `shift` 2) counts from the end of its 4 bytes.
    fn target_spec(out: &mut Line, v: u64, addr: u64, spec: &ImmSpec) {
        out.hex(Self::target_address_spec(v, addr, spec));
    }
    fn target_address_spec(v: u64, addr: u64, spec: &ImmSpec) -> u64 {
        addr.wrapping_add(insn_len(spec)).wrapping_add(v)
    }
    fn target_field_spec(target: u64, addr: u64, spec: &ImmSpec) -> i64 {
        target.wrapping_sub(addr).wrapping_sub(insn_len(spec)) as i64
    }

    /// A register vector is its first register; with no component written (mask 0), `RZ`. A vector with a
    /// write mask has the mask printed as the instruction's last word (`0xf`, [`crate::encoding::tex`]).
    fn vec(out: &mut Line, v: &RegVec) {
        push_r(out, if v.mask == 0 { RZ } else { v.base });
    }

    /// `IADD.X` and `R0.CC` become words of their own; `,` and `;` only separate.
    fn retokenize(src: &str, toks: &mut Vec<Token>) {
        split_dotted(src, toks);
        // A texture instruction's write mask (`TEX ..., 2D, 0xf;`) is a word its tables print by value.
        if let Some(i) = mask_token(src, toks) {
            toks[i].kind = TokKind::Ident;
        }
    }

    fn parse_reg(cur: &mut Cursor, pos: usize, spec: &RegSpec, _feats: u8) -> Option<(Reg, usize)> {
        if matches!(spec.file, RegFile::T | RegFile::S) {
            let (v, np) = cur.number(pos, "texture, sampler or surface index")?;
            if v < 0 || !spec.field.fits(v as u64) {
                cur.fail(pos, "an index that fits its field");
                return None;
            }
            return Some((Reg { file: spec.file, num: v as u16, part: Part::Full }, np));
        }
        let what = match spec.file {
            RegFile::P => "predicate register",
            RegFile::Sr => "special register",
            RegFile::C => "CC",
            _ => "register",
        };
        let text = match cur.tok(pos) {
            Some(t) if t.kind == TokKind::Ident => t.text(cur.src),
            _ => {
                cur.fail(pos, what);
                return None;
            }
        };
        let part = match spec.shape {
            RegShape::Double => Part::Double,
            RegShape::Quad => Part::Quad,
            _ => Part::Full,
        };
        let num = |prefix: &str| -> Option<u16> {
            let d = text.strip_prefix(prefix)?;
            (!d.is_empty() && d.bytes().all(|c| c.is_ascii_digit()) && !(d.len() > 1 && d.starts_with('0')))
                .then(|| d.parse().ok())
                .flatten()
        };
        let n = match spec.file {
            RegFile::P if text == "pt" => Some(PT),
            RegFile::P => num("P").filter(|&n| n != PT),
            RegFile::Sr => SREG_NAMES.iter().find(|(_, s)| *s == text).map(|(n, _)| *n).or_else(|| {
                num("SR").filter(|n| !SREG_NAMES.iter().any(|(k, _)| k == n))
            }),
            RegFile::C => (text == "CC").then_some(0),
            _ if text == "RZ" => Some(RZ),
            _ => num("R").filter(|&n| n != RZ),
        };
        match n {
            Some(num) => Some((Reg { file: spec.file, num, part }, pos + 1)),
            None => {
                cur.fail(pos, what);
                None
            }
        }
    }

    /// A register vector of a fixed count (the count is the form's: the 32-bit short forms' ALD_N and
    /// AST_N, whose size the mnemonic says; textures' coordinates, by their geometry): its first register.
    /// A vector with a write mask takes it from the instruction's last word (see [`Nvidia::vec`]).
    fn parse_vec(cur: &mut Cursor, pos: usize, spec: &VecSpec) -> Option<(RegVec, usize)> {
        let VecCount::Fixed(count) = spec.count else {
            cur.fail(pos, "register vector");
            return None;
        };
        let r = RegSpec { field: spec.base, file: RegFile::R, shape: RegShape::Word };
        let (reg, np) = Self::parse_reg(cur, pos, &r, 0)?;
        let mask = match &spec.mask {
            None => ((1u16 << count) - 1) as u8,
            Some(f) => {
                let m = mask_token(cur.src, cur.toks)
                    .and_then(|i| u64::from_str_radix(cur.toks[i].text(cur.src).strip_prefix("0x")?, 16).ok());
                match m {
                    Some(m) if f.fits(m) && m >> count == 0 => m as u8,
                    _ => {
                        cur.fail(pos, "a write mask as the last operand");
                        return None;
                    }
                }
            }
        };
        // No component written: the base register is not part of the value (`RZ`).
        if spec.base.width() == 0 && mask != 0 {
            cur.fail(pos, "register vector");
            return None;
        }
        if mask == 0 && reg.num != RZ {
            cur.fail(pos, "RZ");
            return None;
        }
        let base = if spec.base.width() == 0 { 0 } else { reg.num };
        Some((RegVec { base, count, mask }, np))
    }

    fn parse_mem(cur: &mut Cursor, pos: usize, spec: &MemSpec, feats: u8, _areg: &mut bool) -> Option<(Mem, usize)> {
        let mut p = pos;
        let mut bank = None;
        if let Some(b) = short_bank(spec.space.as_bytes()[0]) {
            // A short form's fixed bank: `c [0x10]` and no bank field.
            let end = match (cur.ident_is(p, "c") && cur.punct_is(p + 1, b'[')).then(|| cur.number(p + 2, "constant bank")) {
                Some(Some((n, np))) if n == b as i64 && cur.punct_is(np, b']') => np + 1,
                _ => {
                    cur.fail(p, "c [bank] [offset]");
                    return None;
                }
            };
            p = end;
        } else if spec.space == "a" {
            if !cur.ident_is(p, "a") {
                cur.fail(p, "a [offset]");
                return None;
            }
            p += 1;
        } else if spec.space == "c" {
            if !cur.ident_is(p, "c") {
                cur.fail(p, "c [bank] [offset]");
                return None;
            }
            let (b, np) = cur.bank(p + 1, spec.bank?)?;
            bank = Some(b);
            p = np;
        }
        if !cur.punct_is(p, b'[') {
            cur.fail(p, "[");
            return None;
        }
        p += 1;
        let mut base = MemBase::None;
        let mut offset = 0;
        let starts_with_reg = matches!(cur.tok(p), Some(t) if t.kind == TokKind::Ident);
        match &spec.base {
            MemBaseSpec::Reg(r) if starts_with_reg => {
                let (reg, np) = parse_reg::<Nvidia>(cur, p, r, feats)?;
                base = MemBase::R(reg.num);
                p = np;
                if cur.punct_is(p, b'+') {
                    let (v, np) = cur.number(p + 1, "offset")?;
                    offset = v;
                    p = np;
                }
            }
            MemBaseSpec::Reg(_) => {
                base = MemBase::R(RZ);
                let (v, np) = cur.number(p, "offset")?;
                offset = v;
                p = np;
            }
            _ => {
                let (v, np) = cur.number(p, "offset")?;
                offset = v;
                p = np;
            }
        }
        if let Some(s) = &spec.offset {
            if imm_raw(s, offset).is_none() {
                cur.fail(p, "offset that fits the field");
                return None;
            }
        } else if offset != 0 {
            cur.fail(p, "]");
            return None;
        }
        if !cur.punct_is(p, b']') {
            cur.fail(p, "]");
            return None;
        }
        Some((Mem { space: spec.space.as_bytes()[0], bank, base, offset, postinc: false }, p + 1))
    }
}

/// A memory operand in CUDA 4.x's spelling (`c [0x1] [0x100]`, `a [0x7c]`, `[R1+0x8]`), or, not
/// `spaced`, CUDA 5's (`c[0x1][0x100]`, `a[0x7c]`): the same text without the space before a `[`.
#[inline(always)]
pub(crate) fn mem_text(out: &mut Line, m: &Mem, spaced: bool) {
    if let Some(bank) = short_bank(m.space).or((m.space == b'c').then(|| m.bank.unwrap_or(0))) {
        out.put8(if spaced { *b"c [\0\0\0\0\0" } else { *b"c[\0\0\0\0\0\0" }, 2 + spaced as usize);
        out.hex(bank as u64);
        out.put8(if spaced { *b"] [\0\0\0\0\0" } else { *b"][\0\0\0\0\0\0" }, 2 + spaced as usize);
        match m.base {
            // A register base always shows its offset, zero included.
            MemBase::R(r) if r != RZ => {
                push_r(out, r);
                push_offset(out, m.offset);
            }
            _ => push_signed(out, m.offset),
        }
        return out.byte(b']');
    }
    // Attributes: `a [0x7c]` (the 32-bit short forms' IPA_N, ALD_N, AST_N).
    out.put8(*b"a \0\0\0\0\0\0", (1 + spaced as usize) * (m.space == b'a') as usize);
    out.byte(b'[');
    match m.base {
        // A surface given by a register names it, RZ included (`[RZ]`; `[0x0]` is slot 0).
        MemBase::R(r) if r != RZ || m.space == b'i' => {
            push_r(out, r);
            if m.offset != 0 {
                push_offset(out, m.offset);
            }
        }
        _ => push_signed(out, m.offset),
    }
    out.byte(b']');
}
