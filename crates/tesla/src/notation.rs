//! envydis' notation for Tesla: `$r1h`, `$a2`, `$c0`, `s[$a1+0x10]`, `c14[0x4]`, `$r0:#:$r2`, words and
//! operands separated by spaces. The table walks are the engine's; this is what they print and read.

use gpuisa_core::lex::TokKind;
use gpuisa_core::text::Line;
use gpuisa_engine::notation::{Notation, Separators};
use gpuisa_engine::encode::imm_raw;
use gpuisa_engine::parse::{parse_reg, Cursor};
use gpuisa_engine::envydis::{self, reg_parts};
use gpuisa_engine::*;
pub use gpuisa_core::text::pad16;

/// envydis' notation (see the module documentation).
pub struct Envydis;

impl Notation for Envydis {
    const SEPARATORS: Separators = Separators::Spaces;

    #[inline(always)]
    fn reg(out: &mut Line, r: &Reg, feats: u8) {
        push_reg(out, r, feats)
    }
    #[inline(always)]
    fn reg8(r: &Reg) -> Option<([u8; 8], usize)> {
        if r.file == RegFile::R {
            r_name(r.num, r.part)
        } else {
            None
        }
    }
    #[inline(always)]
    fn mem(out: &mut Line, m: &Mem) {
        push_mem(out, m)
    }
    #[inline(always)]
    fn vec(out: &mut Line, v: &RegVec) {
        envydis::print_vec(out, v, push_r)
    }
    fn parse_reg(cur: &mut Cursor, pos: usize, spec: &RegSpec, feats: u8) -> Option<(Reg, usize)> {
        reg(cur, pos, spec, feats).map(|r| (r, pos + 1))
    }
    fn parse_mem(cur: &mut Cursor, pos: usize, spec: &MemSpec, feats: u8, areg_taken: &mut bool) -> Option<(Mem, usize)> {
        mem(cur, pos, spec, feats, areg_taken)
    }
    fn parse_vec(cur: &mut Cursor, pos: usize, spec: &VecSpec) -> Option<(RegVec, usize)> {
        envydis::parse_vec(cur, pos, spec)
    }
}

/// Special register names, by number; `feat` is the feature a name needs.
pub const SREG_NAMES: &[(u16, &str, u8)] = &[
    (0, "physid", 0),
    (1, "clock", 0),
    (3, "vstride", 0),
    (4, "pm0", 0),
    (5, "pm1", 0),
    (6, "pm2", 0),
    (7, "pm3", 0),
    (8, "sampleid", crate::variant::feat::D3D10_1),
];

/// `$r` register names by number (below 128) and part: the name's bytes, its length in the last byte.
static R_NAMES: [[u8; 8]; 128 * 5] = {
    let mut t = [[0u8; 8]; 128 * 5];
    let suffix = [0u8, b'l', b'h', b'd', b'q'];
    let mut i = 0;
    while i < 128 * 5 {
        let (num, part) = (i / 5, i % 5);
        let mut e = [b'$', b'r', 0, 0, 0, 0, 0, 0];
        let mut n = 2;
        if num >= 100 {
            e[n] = b'0' + (num / 100) as u8;
            n += 1;
        }
        if num >= 10 {
            e[n] = b'0' + (num / 10 % 10) as u8;
            n += 1;
        }
        e[n] = b'0' + (num % 10) as u8;
        n += 1;
        if suffix[part] != 0 {
            e[n] = suffix[part];
            n += 1;
        }
        e[7] = n as u8;
        t[i] = e;
        i += 1;
    }
    t
};

/// The name of `$r<num>` with `part`'s suffix, padded to 8 bytes, and its length; `None` past `$r127`.
#[inline(always)]
pub fn r_name(num: u16, part: Part) -> Option<([u8; 8], usize)> {
    let e = *R_NAMES.get(num as usize * 5 + part as usize)?;
    Some((e, e[7] as usize))
}

/// `$r<num>` with `part`'s suffix.
#[inline(always)]
fn push_r(out: &mut Line, num: u16, part: Part) {
    if num < 128 {
        let e = R_NAMES[num as usize * 5 + part as usize];
        out.put8(e, e[7] as usize);
    } else {
        out.put8(*b"$r\0\0\0\0\0\0", 2);
        out.dec(num as u64);
        const SUFFIX: [u8; 5] = [0, b'l', b'h', b'd', b'q'];
        out.put8([SUFFIX[part as usize], 0, 0, 0, 0, 0, 0, 0], (part != Part::Full) as usize);
    }
}

/// Prefixes of the register files, in [`RegFile`] order, with their lengths in the last byte.
const FILE_PREFIX: [[u8; 8]; 7] = [
    *b"$r\0\0\0\0\0\x02",
    *b"$a\0\0\0\0\0\x02",
    *b"$c\0\0\0\0\0\x02",
    *b"$t\0\0\0\0\0\x02",
    *b"$s\0\0\0\0\0\x02",
    *b"$sr\0\0\0\0\x03",
    *b"$p\0\0\0\0\0\x02",
];

#[inline(always)]
pub fn push_reg(out: &mut Line, r: &Reg, feats: u8) {
    match r.file {
        RegFile::R => push_r(out, r.num, r.part),
        // One digit and no suffix: the $c registers, and $a (printed `0x0` for $a0) in most forms.
        RegFile::C | RegFile::A if r.num < 10 && r.part == Part::Full => {
            let name = if r.file == RegFile::A {
                a_name(r.num as u8)
            } else {
                [b'$', b'c', b'0' + (r.num % 10) as u8, 0, 0, 0, 0, 0]
            };
            out.put8(name, 3)
        }
        _ => push_other_reg(out, r, feats),
    }
}

/// [`push_reg`] for the files other than `$r`.
fn push_other_reg(out: &mut Line, r: &Reg, feats: u8) {
    // The rare cases first; the others are a lookup, not a jump on the file (random code mispredicts it).
    if r.file == RegFile::A && r.num == 0 {
        return out.put8(*b"0x0\0\0\0\0\0", 3);
    }
    if r.file == RegFile::Sr {
        if let Some((_, name, _)) = SREG_NAMES.iter().find(|(n, _, f)| *n == r.num && f & !feats == 0) {
            out.byte(b'$');
            return out.put_str(name);
        }
    }
    let prefix = FILE_PREFIX[r.file as usize];
    out.put8(prefix, prefix[7] as usize);
    out.dec(r.num as u64);
    const SUFFIX: [u8; 5] = [0, b'l', b'h', b'd', b'q'];
    out.put8([SUFFIX[r.part as usize], 0, 0, 0, 0, 0, 0, 0], (r.part != Part::Full) as usize);
}

#[inline(always)]
pub fn push_mem(out: &mut Line, m: &Mem) {
    out.byte(m.space);
    if let Some(b) = m.bank {
        out.dec(b as u64);
    }
    out.byte(b'[');
    match m.base {
        MemBase::R(r) => push_r(out, r, Part::Full),
        MemBase::A(a) if a < 10 => {
            // The register's presence and the offset's are data: printed by how far each store advances,
            // not by branches that random code mispredicts.
            let name = a_name(a);
            if m.postinc {
                out.put8(name, 3);
                out.put8(*b"++\0\0\0\0\0\0", 2);
                out.hex(m.offset as u64);
            } else {
                let (reg, off) = (a != 0, m.offset != 0);
                out.put8(name, 3 * reg as usize);
                out.byte_if(b'+', reg & off);
                out.hex_if(m.offset as u64, !reg | off);
            }
        }
        MemBase::A(a) if m.postinc => {
            out.put8(*b"$a\0\0\0\0\0\0", 2);
            out.dec(a as u64);
            out.put8(*b"++\0\0\0\0\0\0", 2);
            out.hex(m.offset as u64);
        }
        MemBase::A(a) => {
            out.put8(*b"$a\0\0\0\0\0\0", 2);
            out.dec(a as u64);
            out.byte_if(b'+', m.offset != 0);
            out.hex_if(m.offset as u64, m.offset != 0);
        }
        MemBase::None => out.hex(m.offset as u64),
    }
    out.byte(b']');
}

/// `$a<a>` for `a` in 1..10, and `0x0` (how envydis prints `$a0`) for 0: three bytes either way.
#[inline(always)]
fn a_name(a: u8) -> [u8; 8] {
    let reg = u64::from_le_bytes([b'$', b'a', b'0' + a % 10, 0, 0, 0, 0, 0]);
    let zero = u64::from_le_bytes(*b"0x0\0\0\0\0\0");
    (if a == 0 { zero } else { reg }).to_le_bytes()
}



fn reg(cur: &mut Cursor, pos: usize, s: &RegSpec, feats: u8) -> Option<Reg> {
    let what = match s.file {
        RegFile::R => "$r register",
        RegFile::A => "$a register",
        RegFile::C => "$c register",
        RegFile::T => "$t texture",
        RegFile::S => "$s sampler",
        RegFile::Sr => "special register",
        RegFile::P => "predicate register",
    };
    let r = reg_inner(cur, pos, s, feats);
    match r {
        Some(r) => Some(r),
        None => {
            cur.fail(pos, what);
            None
        }
    }
}

fn reg_inner(cur: &Cursor, pos: usize, s: &RegSpec, feats: u8) -> Option<Reg> {
    if s.file == RegFile::A {
        if let Some(t) = cur.tok(pos) {
            if t.kind == TokKind::Num && t.value == 0 {
                return Some(Reg { file: RegFile::A, num: 0, part: Part::Full });
            }
        }
    }
    if s.file == RegFile::Sr {
        let t = cur.tok(pos)?;
        if t.kind != TokKind::Reg {
            return None;
        }
        let name = &t.text(cur.src)[1..];
        if let Some((n, _, _)) =
            SREG_NAMES.iter().find(|(_, nm, f)| *nm == name && f & !feats == 0)
        {
            return Some(Reg { file: RegFile::Sr, num: *n, part: Part::Full });
        }
        let (p, n, suf) = reg_parts(cur, pos)?;
        // A named special register must be written by name.
        let named = SREG_NAMES.iter().any(|(k, _, f)| *k as u64 == n && f & !feats == 0);
        return (p == "sr" && suf.is_empty() && !named && n < 0x10000)
            .then_some(Reg { file: RegFile::Sr, num: n as u16, part: Part::Full });
    }
    let (p, n, suf) = reg_parts(cur, pos)?;
    let want = match s.file {
        RegFile::R => "r",
        RegFile::A => "a",
        RegFile::C => "c",
        RegFile::T => "t",
        RegFile::S => "s",
        RegFile::Sr => unreachable!(),
        RegFile::P => "p",
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

fn mem(cur: &mut Cursor, pos: usize, s: &MemSpec, feats: u8, areg_taken: &mut bool) -> Option<(Mem, usize)> {
    let t = cur.tok(pos);
    let name = match t {
        Some(t) if t.kind == TokKind::Ident => t.text(cur.src),
        _ => {
            cur.fail(pos, "memory operand");
            return None;
        }
    };
    let Some(bank_txt) = name.strip_prefix(s.space) else {
        cur.fail(pos, "memory operand");
        return None;
    };
    let bank = match s.bank {
        None if bank_txt.is_empty() => None,
        Some(f) => match bank_txt.parse::<u64>() {
            Ok(b) if f.fits(b) && !(bank_txt.len() > 1 && bank_txt.starts_with('0')) => Some(b as u8),
            _ => {
                cur.fail(pos, "memory operand with a valid bank");
                return None;
            }
        },
        None => {
            cur.fail(pos, "memory operand");
            return None;
        }
    };
    let mut p = pos + 1;
    if !cur.punct_is(p, b'[') {
        cur.fail(p, "[");
        return None;
    }
    p += 1;
    let mut base = MemBase::None;
    let mut offset = 0i64;
    let mut has_offset = s.offset.is_some();
    match &s.base {
        MemBaseSpec::Reg(r) => {
            let (reg, np) = parse_reg::<Envydis>(cur, p, r, feats)?;
            base = MemBase::R(reg.num);
            p = np;
        }
        MemBaseSpec::Areg(f) if !*areg_taken => {
            *areg_taken = true;
            let areg = match reg_parts(cur, p) {
                Some(("a", n, "")) if f.fits(n) => Some(n as u8),
                _ => None,
            };
            if s.postinc {
                let a = match (areg, cur.tok(p)) {
                    (Some(a), _) => a,
                    (None, Some(t)) if t.kind == TokKind::Num && t.value == 0 => 0,
                    _ => {
                        cur.fail(p, "$a register or 0x0");
                        return None;
                    }
                };
                base = MemBase::A(a);
                p += 1;
                if !matches!(cur.tok(p), Some(t) if t.kind == TokKind::PlusPlus) {
                    cur.fail(p, "++");
                    return None;
                }
                p += 1;
            } else if let Some(a) = areg {
                base = MemBase::A(a);
                p += 1;
                if cur.punct_is(p, b'+') {
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
        let (v, np) = cur.number(p, "offset")?;
        if imm_raw(spec, v).is_none() {
            cur.fail(p, "offset that fits the field");
            return None;
        }
        offset = v;
        p = np;
    }
    if !cur.punct_is(p, b']') {
        cur.fail(p, "]");
        return None;
    }
    Some((Mem { space: s.space.as_bytes()[0], bank, base, offset, postinc: s.postinc }, p + 1))
}


