//! What each Tesla instruction computes, warp-wide: sources are fetched for all 32 lanes, the operation
//! runs over every lane, and the results are written to the lanes whose predicate holds. Integer
//! results set `$c` as zero, sign, carry and overflow; f32 arithmetic flushes denormals (inputs and
//! results) as G80 does and rounds once in the instruction's mode; the special functions are G80's SFU
//! bit for bit ([`super::sfu`]).

use super::fp32::{self, CvtMods, Int};
use super::fp64;
use super::op::*;
use super::sfu;
use crate::sem::Sem;
use super::{IsaFlags, Regs};
use gpuisa_engine::Part;
use gpuisa_simt::memory::{load, store};
use gpuisa_simt::{Ctx, Fault, Flow, WARP};

type V = [u32; WARP];

/// The f32 sign bit.
const SIGN: u32 = 0x8000_0000;

/// Decides what `op` computes (its [`Kind`]) once, when the program is loaded; `None`: not simulated.
pub fn plan(op: &Op) -> Option<(Kind, Ty)> {
    let float = op.types.iter().any(|t| t.float()) || op.srcs.iter().any(|s| src_types(s).iter().any(|t| t.float()));
    let ty = op.types.first().copied().filter(|t| !t.float()).unwrap_or(Ty::U32);
    use Sem::*;
    let (sub, rev) = match op.op {
        Sub => (true, false),
        Subr => (true, true),
        _ => (false, false),
    };
    let double = op.types.contains(&Ty::F64) || op.srcs.iter().any(|s| matches!(s.src, Src::R(_, Part::Double)));
    let atom = [
        (Add, AtomOp::Add),
        (Inc, AtomOp::Inc),
        (Dec, AtomOp::Dec),
        (Min, AtomOp::Min),
        (Max, AtomOp::Max),
        (Exch, AtomOp::Exch),
        (Cas, AtomOp::Cas),
        (And, AtomOp::And),
        (Or, AtomOp::Or),
        (Xor, AtomOp::Xor),
        (AtomKeep, AtomOp::Keep),
    ]
    .into_iter()
    .find(|&(m, _)| op.has(m))
    .map(|(_, a)| a);
    let kind = match op.op {
        Mov => Kind::Mov,
        Quadop if op.srcs.len() == 2 => {
            let mut ops = [0u8; 4];
            let mut k = 0;
            for m in &op.mods {
                let v = match m {
                    Add => 0,
                    Subr => 1,
                    Sub => 2,
                    Mov2 => 3,
                    _ => continue,
                };
                *ops.get_mut(k)? = v;
                k += 1;
            }
            let from = op.mods.iter().find_map(|m| match m {
                Lane0 => Some(0),
                Lane1 => Some(1),
                Lane2 => Some(2),
                Lane3 => Some(3),
                LaneDx => Some(4),
                LaneDy => Some(5),
                _ => None,
            })?;
            (k == 4).then_some(Kind::Quad { ops, from })?
        }
        Add | Sub | Subr if double && op.srcs.len() == 2 => Kind::DAdd { sub: op.op == Sub },
        Mul if double && op.srcs.len() == 2 => Kind::DMul,
        Fma if double && op.srcs.len() == 3 => Kind::DFma,
        Min if double => Kind::DMin,
        Max if double => Kind::DMax,
        _ if double && !matches!(op.op, Ld | St | Mov | Cvt | Set | Cas | Exch) => return None,
        Add | Sub | Subr | Addc if op.mad && op.srcs.len() >= 3 => {
            if float {
                Kind::FMad { sub, rev }
            } else {
                let ta = src_types(&op.srcs[0]).first().copied().unwrap_or(Ty::U32);
                let tb = src_types(&op.srcs[0]).get(1).copied().or(src_types(&op.srcs[1]).first().copied()).unwrap_or(ta);
                Kind::IMad { sub, rev, ta, tb, high: op.has(High) }
            }
        }
        Sad if op.srcs.len() == 3 => Kind::Sad,
        Slct if op.srcs.len() == 3 => Kind::Slct { float: src_types(&op.srcs[2]).first().is_some_and(|t| t.float()) },
        Ld | Cas | Exch if op.srcs.len() >= 2 && matches!(op.srcs[0].src, Src::Mem(m) if m.space == b'g') => {
            let aop = match op.op {
                Cas => AtomOp::Cas,
                Exch => AtomOp::Exch,
                _ => atom?,
            };
            if aop == AtomOp::Cas && op.srcs.len() < 3 {
                return None;
            }
            match op.types.first().map(|t| t.bytes()) {
                Some(8) => Kind::Atom64(aop),
                Some(1 | 2 | 4) | None => Kind::Atom(aop),
                _ => return None,
            }
        }
        PreRet if has_target(op) => Kind::PreRet,
        Bra if matches!(op.srcs.first().map(|s| s.src), Some(Src::Mem(m)) if m.space == b'c') => Kind::BraIndirect,
        // A reduction: an atomic whose old value goes nowhere.
        Red if atom.is_some() && op.srcs.len() >= 2 && matches!(op.srcs[0].src, Src::Mem(m) if m.space == b'g') => {
            if op.types.first().is_some_and(|t| t.bytes() > 4) {
                return None;
            }
            Kind::Atom(atom?)
        }
        Vote if op.has(All) || op.has(Any) => Kind::Vote { all: op.has(All) },
        PmEvent => Kind::Nop,
        Trap => Kind::Trap,
        Brkpt => Kind::Nop,
        // `addc` adds the carry of its third source, a `$c`.
        Add | Sub | Subr | Addc if op.srcs.len() >= 2 => {
            if float {
                Kind::FAdd { sub, rev }
            } else {
                Kind::IAdd { sub, rev }
            }
        }
        Mul if op.srcs.len() == 2 => {
            if float {
                Kind::FMul
            } else {
                let ta = src_types(&op.srcs[0]).first().copied().or(op.types.first().copied()).unwrap_or(Ty::U32);
                let tb = src_types(&op.srcs[1]).first().copied().unwrap_or(ta);
                Kind::IMul { ta, tb, high: op.has(High) }
            }
        }
        Shl => Kind::Shl,
        Shr => Kind::Shr,
        And => Kind::Logic(LogicOp::And),
        Or => Kind::Logic(LogicOp::Or),
        Xor => Kind::Logic(LogicOp::Xor),
        Mov2 => Kind::Logic(LogicOp::Pass),
        Min => Kind::Min,
        Max => Kind::Max,
        Set if op.srcs.len() == 2 => {
            let code = op.mods.iter().find_map(|m| m.cond_code())?;
            Kind::Set { code, ty: src_types(&op.srcs[0]).first().copied().unwrap_or(Ty::U32) }
        }
        Cvt if !op.srcs.is_empty() => {
            let dt = op.types.first().copied().unwrap_or(Ty::U32);
            let st = src_types(&op.srcs[0]).first().copied().unwrap_or(dt);
            if dt.bytes() == 8 || st.bytes() == 8 {
                Kind::Cvt64 { dt, st }
            } else {
                Kind::Cvt { dt, st }
            }
        }
        Ld if matches!(op.srcs.first().map(|s| s.src), Some(Src::Mem(_))) => Kind::Ld,
        St if matches!(op.srcs.first().map(|s| s.src), Some(Src::Mem(_))) && op.srcs.len() == 2 => Kind::St,
        Rcp => Kind::Sfu(SfuOp::Rcp),
        Rsqrt => Kind::Sfu(SfuOp::Rsqrt),
        Ex2 => Kind::Sfu(SfuOp::Ex2),
        Lg2 => Kind::Sfu(SfuOp::Lg2),
        Sin => Kind::Sfu(SfuOp::Sin),
        Cos => Kind::Sfu(SfuOp::Cos),
        PreEx2 => Kind::Sfu(SfuOp::PreEx2),
        PreSin => Kind::Sfu(SfuOp::PreSin),
        Bra if has_target(op) => Kind::Bra,
        JoinAt if has_target(op) => Kind::JoinAt,
        BreakAddr if has_target(op) => Kind::BreakAddr,
        Break => Kind::Break,
        Call if has_target(op) => Kind::Call,
        Ret => Kind::Ret,
        Exit => Kind::Exit,
        Nop => Kind::Nop,
        Bar => Kind::Bar,
        TexAuto | TexFetch => Kind::Tex { fetch: op.op == TexFetch },
        _ => return None,
    };
    let needs = match kind {
        Kind::Mov | Kind::Sfu(_) => 1,
        Kind::Shl | Kind::Shr | Kind::Logic(_) | Kind::Min | Kind::Max => 2,
        _ => 0,
    };
    (op.srcs.len() >= needs).then_some((kind, ty))
}

fn has_target(op: &Op) -> bool {
    op.srcs.iter().any(|s| matches!(s.src, Src::Target(_)))
}

/// For each condition code, the flag values (bit per value 0-15) it holds for.
static COND_TABLE: [u16; 32] = {
    let mut t = [0u16; 32];
    let mut c = 0;
    while c < 32 {
        let mut f = 0;
        while f < 16 {
            let (z, s, cy, o) = (f & 1 != 0, f & 2 != 0, f & 4 != 0, f & 8 != 0);
            let holds = match c {
                0 => false,
                1 => (s & !z) ^ o,
                2 => z & !s,
                3 => s ^ (z | o),
                4 => !z & !(s ^ o),
                5 => !z,
                6 => !(s ^ o),
                7 => !z | !s,
                8 => z & s,
                9 => s ^ o,
                10 => z,
                11 => z | (s ^ o),
                12 => !s ^ (z | o),
                13 => !z | s,
                14 => (!s | z) ^ o,
                15 => true,
                16 => o,
                17 => cy,
                18 => !z & cy,
                19 => s,
                28 => !s,
                29 => z | !cy,
                30 => !cy,
                31 => !o,
                _ => false,
            };
            if holds {
                t[c] |= 1 << f;
            }
            f += 1;
        }
        c += 1;
    }
    t
};

/// The active lanes whose predicate holds.
pub fn predicate(op: &Op, ctx: &Ctx<'_, Regs>) -> u32 {
    if op.cond == 15 {
        return ctx.active;
    }
    let holds = COND_TABLE[op.cond as usize & 31] as u32;
    let c = &ctx.regs.c[op.creg as usize & 3];
    let mut m = 0;
    for (l, f) in c.iter().enumerate() {
        m |= (holds >> (f & 15) & 1) << l;
    }
    m & ctx.active
}

fn lanes(mask: u32) -> impl Iterator<Item = usize> {
    (0..WARP).filter(move |l| mask >> l & 1 != 0)
}

#[inline]
fn flags(z: bool, s: bool, c: bool, o: bool) -> u8 {
    z as u8 | (s as u8) << 1 | (c as u8) << 2 | (o as u8) << 3
}

fn fflags(x: f32) -> u8 {
    if x.is_nan() {
        flags(true, true, false, false)
    } else {
        flags(x == 0.0, x.is_sign_negative() && x != 0.0, false, false)
    }
}

/// The types written before a source, less a memory operand's size (its last type word).
fn src_types(s: &Source) -> &[Ty] {
    match s.src {
        Src::Mem(_) if !s.pre.is_empty() => &s.pre[..s.pre.len() - 1],
        _ => &s.pre,
    }
}

/// Width in bits and mask of an integer type's operations.
#[inline]
fn width(ty: Ty) -> (u32, u32) {
    if ty.bytes() == 2 {
        (16, 0xffff)
    } else {
        (32, u32::MAX)
    }
}

/// The add family of tesla-isa-notes.txt 3.1: `s1 + s2 + c` on `w` bits (sub: `a + ~b + 1`, subr:
/// `~a + b + 1`), with carry, overflow and `sat`. Returns the result and the flags.
#[inline(always)]
fn add_family(a: u32, b: u32, cin: u32, w: u32, sub: bool, rev: bool, sat: bool) -> (u32, u8) {
    let m = if w == 16 { 0xffff } else { u32::MAX };
    let (s1, s2, c) = match (sub, rev) {
        (false, _) => (a & m, b & m, cin),
        (true, false) => (a & m, !b & m, 1),
        (true, true) => (!a & m, b & m, 1),
    };
    let full = s1 as u64 + s2 as u64 + c as u64;
    let carry = full >> w & 1 != 0;
    let mut r = full as u32 & m;
    let sign = |v: u32| v >> (w - 1) & 1 != 0;
    let over = sign(s1) == sign(s2) && sign(s1) != sign(r);
    if sat && over {
        r = if sign(r) { m >> 1 } else { (m >> 1) + 1 };
    }
    (r, flags(r == 0, sign(r), carry, over))
}

#[inline]
fn zs(r: u32, w: u32) -> u8 {
    let m = if w == 16 { 0xffff } else { u32::MAX };
    flags(r & m == 0, (r >> (w - 1)) & 1 != 0, false, false)
}

struct Exec<'c, 'a> {
    ctx: &'c mut Ctx<'a, Regs>,
}

impl Exec<'_, '_> {
    fn mem_addr(&self, m: &MemRef, l: usize) -> u64 {
        let base = match m.base {
            Base::None | Base::A(0) => 0,
            Base::A(a) => self.ctx.regs.a[a as usize & 7][l] as u64,
            Base::R(r) => self.ctx.regs.r.get(r as usize).map_or(0, |r| r[l]) as u64,
        };
        if m.postinc {
            base
        } else {
            base.wrapping_add(m.offset as u64) & 0xffff_ffff
        }
    }

    fn after_access(&mut self, m: &MemRef, mask: u32) {
        if let (true, Base::A(a @ 1..)) = (m.postinc, m.base) {
            for l in lanes(mask) {
                let r = &mut self.ctx.regs.a[a as usize & 7][l];
                *r = r.wrapping_add(m.offset as u32) & 0xffff;
            }
        }
    }

    fn load(&mut self, m: &MemRef, addr: u64, size: u32, l: usize) -> Result<u64, Fault> {
        let lane = l as u32;
        let c = &mut *self.ctx;
        match m.space {
            b's' => {
                c.traffic.shared_read += size as u64;
                load(c.shared, b's', addr, size, lane)
            }
            b'c' => {
                c.traffic.const_read += size as u64;
                c.mem.load_const(m.bank, addr, size, lane)
            }
            b'l' => {
                c.traffic.local_read += size as u64;
                if addr + size as u64 > c.local_size as u64 {
                    return Err(Fault { space: b'l', addr, size, lane, write: false });
                }
                load(c.local, b'l', l as u64 * c.local_size as u64 + addr, size, lane)
            }
            _ => {
                c.traffic.global_read += size as u64;
                c.mem.global.load(addr, size, lane)
            }
        }
    }

    fn store(&mut self, m: &MemRef, addr: u64, size: u32, v: u64, l: usize) -> Result<(), Fault> {
        let lane = l as u32;
        let c = &mut *self.ctx;
        match m.space {
            b's' => {
                c.traffic.shared_written += size as u64;
                store(c.shared, b's', addr, size, v, lane)
            }
            b'l' => {
                c.traffic.local_written += size as u64;
                if addr + size as u64 > c.local_size as u64 {
                    return Err(Fault { space: b'l', addr, size, lane, write: true });
                }
                store(c.local, b'l', l as u64 * c.local_size as u64 + addr, size, v, lane)
            }
            b'g' => {
                c.traffic.global_written += size as u64;
                c.mem.global.store(addr, size, v, lane)
            }
            sp => Err(Fault { space: sp, addr, size, lane, write: true }),
        }
    }

    /// A word of shared memory for each lane in `mask`, with one range check for the warp
    /// ([`gpuisa_simt::memory::load_words`]); false, with nothing read, when some lane's word is
    /// misaligned or outside (the lane-by-lane path then names it).
    fn shared_words(&mut self, m: &MemRef, mask: u32, v: &mut V) -> bool {
        // Exec::mem_addr for every lane, the base chosen once.
        let regs = &*self.ctx.regs;
        let base = match m.base {
            Base::None | Base::A(0) => [0; WARP],
            Base::A(a) => regs.a[a as usize & 7],
            Base::R(r) => regs.r.get(r as usize).copied().unwrap_or([0; WARP]),
        };
        let (off, keep) = if m.postinc { (0, u64::MAX) } else { (m.offset as u64, 0xffff_ffff) };
        let addrs: [u64; WARP] = std::array::from_fn(|l| (base[l] as u64).wrapping_add(off) & keep);
        if !gpuisa_simt::memory::load_words(self.ctx.shared, &addrs, mask, v) {
            return false;
        }
        self.ctx.traffic.shared_read += 4 * mask.count_ones() as u64;
        true
    }

    /// Source `s` for every lane (memory is read for the lanes in `mask` only), extended from `ty`.
    #[inline(always)]
    fn fetch(&mut self, s: &Source, ty: Ty, mask: u32) -> Result<V, Fault> {
        let mut v = self.fetch_src(s.src, ty, mask)?;
        if s.not {
            for x in &mut v {
                *x = !*x;
            }
        }
        Ok(v)
    }

    /// Operand `src` for every lane, as [`Exec::fetch`] without the source's `not`.
    fn fetch_src(&mut self, src: Src, ty: Ty, mask: u32) -> Result<V, Fault> {
        Ok(match src {
            Src::R(n, part) => {
                let r = self.ctx.regs.r.get(n as usize).copied().unwrap_or([0; WARP]);
                match part {
                    Part::Lo => r.map(|x| ty.extend(x & 0xffff)),
                    Part::Hi => r.map(|x| ty.extend(x >> 16)),
                    _ => r,
                }
            }
            Src::A(0) => [0; WARP],
            Src::A(n) => self.ctx.regs.a[n as usize & 7],
            Src::C(n) => self.ctx.regs.c[n as usize & 3].map(u32::from),
            Src::Sr(n) => {
                let warp = self.ctx.place.warp;
                let clock = self.ctx.clock as u32;
                std::array::from_fn(|l| match n {
                    0 => warp << 8 | l as u32, // $physid: warp and lane, block on MP 0
                    1 => clock,
                    _ => 0,
                })
            }
            Src::Imm(x) => [x as u32; WARP],
            Src::Mem(m) => {
                let mut v = [0; WARP];
                if m.space == b's' && m.size >= 4 && self.shared_words(&m, mask, &mut v) {
                    self.after_access(&m, mask);
                    return Ok(v);
                }
                for l in lanes(mask) {
                    let addr = self.mem_addr(&m, l);
                    let x = self.load(&m, addr, m.size.min(4), l)? as u32;
                    v[l] = if m.size < 4 { ty.extend(x) } else { x };
                }
                self.after_access(&m, mask);
                v
            }
            Src::Target(_) | Src::Discard => [0; WARP],
        })
    }

    /// The register pair `n`, `n + 1` as 64-bit values (other operands: their 32 bits).
    fn fetch_pair(&mut self, src: Src, mask: u32) -> Result<[u64; WARP], Fault> {
        let Src::R(n, _) = src else {
            return Ok(self.fetch_src(src, Ty::U32, mask)?.map(u64::from));
        };
        let lo = self.fetch_src(Src::R(n, Part::Full), Ty::U32, mask)?;
        let hi = self.fetch_src(Src::R(n.wrapping_add(1), Part::Full), Ty::U32, mask)?;
        Ok(std::array::from_fn(|l| (hi[l] as u64) << 32 | lo[l] as u64))
    }

    /// Source `s` as f64 bits from a register pair, through [`fp64::operand`] (a NaN is quieted, other
    /// values take `abs`/`neg`).
    fn fetch_d64(&mut self, s: &Source, mask: u32) -> Result<[u64; WARP], Fault> {
        let bits = self.fetch_pair(s.src, mask)?;
        Ok(bits.map(|b| fp64::operand(b, s.abs, s.neg)))
    }

    /// Writes a 64-bit result to the destination pair (`wide`), or its low word to the destination.
    fn put_wide(&mut self, op: &Op, mask: u32, r: &[u64; WARP], wide: bool) {
        match (op.dst, wide) {
            (Dst::R(n, _), true) => {
                self.put(&Dst::R(n, Part::Full), mask, &r.map(|b| b as u32));
                self.put(&Dst::R(n.wrapping_add(1), Part::Full), mask, &r.map(|b| (b >> 32) as u32));
            }
            (_, true) => {}
            (d, false) => self.put(&d, mask, &r.map(|b| b as u32)),
        }
    }

    /// Writes f64 results to the destination pair and their flags.
    fn put_d64(&mut self, op: &Op, mask: u32, r: &[u64; WARP]) {
        self.put_wide(op, mask, r, true);
        self.put_c(op, mask, || r.map(fp64::flags64));
    }

    fn put(&mut self, d: &Dst, mask: u32, v: &V) {
        let regs = &mut *self.ctx.regs;
        match *d {
            Dst::R(n, part) => {
                if let Some(r) = regs.r.get_mut(n as usize) {
                    match part {
                        // The common case: every lane, the whole register.
                        Part::Full | Part::Double | Part::Quad if mask == u32::MAX => *r = *v,
                        Part::Lo => {
                            for l in 0..WARP {
                                let new = r[l] & 0xffff_0000 | v[l] & 0xffff;
                                r[l] = if mask >> l & 1 != 0 { new } else { r[l] };
                            }
                        }
                        Part::Hi => {
                            for l in 0..WARP {
                                let new = r[l] & 0xffff | v[l] << 16;
                                r[l] = if mask >> l & 1 != 0 { new } else { r[l] };
                            }
                        }
                        _ => {
                            for l in 0..WARP {
                                r[l] = if mask >> l & 1 != 0 { v[l] } else { r[l] };
                            }
                        }
                    }
                }
            }
            Dst::A(0) | Dst::None | Dst::Mem(_) => {}
            Dst::A(n) => {
                for l in lanes(mask) {
                    regs.a[n as usize & 7][l] = v[l] & 0xffff;
                }
            }
            Dst::C(n) => {
                for l in lanes(mask) {
                    regs.c[n as usize & 3][l] = v[l] as u8 & 0xf;
                }
            }
        }
    }

    /// Writes the flags `f` computes to the `$c` destination, if the instruction has one.
    #[inline]
    fn put_c(&mut self, op: &Op, mask: u32, f: impl FnOnce() -> [u8; WARP]) {
        if let Some(c) = op.cdst {
            let f = f();
            let c = &mut self.ctx.regs.c[c as usize & 3];
            for l in 0..WARP {
                c[l] = if mask >> l & 1 != 0 { f[l] } else { c[l] };
            }
        }
    }

    /// Source `s` as f32 bits for every lane, `abs` then `neg` applied to the sign bit.
    #[inline]
    fn fetch_bits(&mut self, s: &Source, mask: u32) -> Result<V, Fault> {
        let v = self.fetch(s, Ty::U32, mask)?;
        if !s.abs && !s.neg {
            return Ok(v);
        }
        let keep = if s.abs { !SIGN } else { u32::MAX };
        let flip = if s.neg { SIGN } else { 0 };
        Ok(v.map(|x| (x & keep) ^ flip))
    }

    /// Writes f32 results (bits) and their flags.
    fn put_bits_f(&mut self, op: &Op, mask: u32, r: &V) {
        self.put(&op.dst, mask, r);
        self.put_c(op, mask, || r.map(fp32::flags));
    }
}

/// Runs `op` for the lanes in `pred`.
pub fn exec(op: &Op, ctx: &mut Ctx<'_, Regs>, pred: u32, addrs: &[u64], isa: IsaFlags) -> Result<Flow, Fault> {
    let target = || op.srcs.iter().find_map(|s| if let Src::Target(t) = s.src { Some(t) } else { None }).unwrap_or(0);
    let mut x = Exec { ctx };
    let (w, m) = width(op.ty);
    let rnd = op.m.round;
    let s = &op.srcs;
    match op.kind {
        Kind::Bra => return Ok(Flow::Branch { target: target(), taken: pred }),
        Kind::JoinAt => return Ok(Flow::JoinAt(target())),
        Kind::BreakAddr => return Ok(Flow::BreakAddr(target())),
        Kind::Break => return Ok(Flow::Break(pred)),
        Kind::Call => return Ok(Flow::Call(target())),
        Kind::Ret => return Ok(Flow::Ret(pred)),
        Kind::Exit => return Ok(Flow::Exit(pred)),
        Kind::Nop => return Ok(Flow::Next),
        Kind::PreRet => return Ok(Flow::PreRet(target())),
        Kind::BraIndirect => {
            if pred == 0 {
                return Ok(Flow::Next);
            }
            let Src::Mem(mr) = s[0].src else { return Ok(Flow::Next) };
            let t = x.fetch(&s[0], Ty::U32, pred)?;
            let first = t[pred.trailing_zeros() as usize];
            // Lanes reading different addresses would need a divergent indirect branch: refused.
            if lanes(pred).any(|l| t[l] != first) {
                return Ok(Flow::Trap);
            }
            let _ = mr;
            return Ok(match addrs.binary_search(&(first as u64)) {
                Ok(i) => Flow::Branch { target: i, taken: pred },
                Err(_) => Flow::Trap,
            });
        }
        Kind::Vote { all } => {
            // The guard is the voted value: true for the lanes in `pred` among the active ones.
            let active = x.ctx.active;
            let r = if all { pred == active } else { pred != 0 };
            let v = if r { u32::MAX } else { 0 };
            // Written as flags of all ones (true) or zero (false), as `set` writes them.
            if let Dst::C(c) = op.dst {
                for l in lanes(active) {
                    x.ctx.regs.c[c as usize & 3][l] = flags(v == 0, v != 0, false, false);
                }
            } else if let Some(c) = op.cdst {
                for l in lanes(active) {
                    x.ctx.regs.c[c as usize & 3][l] = flags(v == 0, v != 0, false, false);
                }
            }
            return Ok(Flow::Next);
        }
        Kind::Trap => return Ok(if pred != 0 { Flow::Trap } else { Flow::Next }),
        // Texture reads need the bound textures: TeslaSim runs them (super::tex).
        Kind::Tex { .. } => return Ok(Flow::Next),
        // The hardware ignores bar's predicate field (compilers write `never` there).
        Kind::Bar => {
            let id = s.first().map_or(0, |s| if let Src::Imm(v) = s.src { v as u32 } else { 0 });
            return Ok(Flow::Barrier(id));
        }
        _ if pred == 0 => return Ok(Flow::Next),
        Kind::Mov => {
            let v = x.fetch(&s[0], src_types(&s[0]).first().copied().unwrap_or(op.ty), pred)?;
            x.put(&op.dst, pred, &v);
            x.put_c(op, pred, || v.map(|r| zs(r, w)));
        }
        Kind::IAdd { sub, rev } => {
            let a = x.fetch(&s[0], op.ty, pred)?;
            let b = x.fetch(&s[1], op.ty, pred)?;
            // `addc` adds the carry of its last source, a `$c`.
            let cin = match s.last().map(|s| s.src) {
                Some(Src::C(c)) if op.op == Sem::Addc => x.ctx.regs.c[c as usize & 3].map(|f| (f >> 2 & 1) as u32),
                _ => [0; WARP],
            };
            let sat = op.m.sat;
            if op.cdst.is_none() && !sat {
                // No flags wanted: plain modular arithmetic, which vectorises.
                let r: V = std::array::from_fn(|l| {
                    let v = match (sub, rev) {
                        (false, _) => a[l].wrapping_add(b[l]).wrapping_add(cin[l]),
                        (true, false) => a[l].wrapping_sub(b[l]),
                        (true, true) => b[l].wrapping_sub(a[l]),
                    };
                    v & m
                });
                x.put(&op.dst, pred, &r);
                return Ok(Flow::Next);
            }
            let mut r = [0u32; WARP];
            let mut f = [0u8; WARP];
            for l in 0..WARP {
                (r[l], f[l]) = add_family(a[l], b[l], cin[l], w, sub, rev, sat);
            }
            x.put(&op.dst, pred, &r);
            x.put_c(op, pred, || f);
        }
        Kind::FAdd { sub, rev } => {
            let a = x.fetch_bits(&s[0], pred)?;
            let b = x.fetch_bits(&s[1], pred)?;
            let sat = op.m.sat;
            let flip = if sub { SIGN } else { 0 };
            let r: V = std::array::from_fn(|l| {
                let (p, q) = if rev { (b[l], a[l]) } else { (a[l], b[l]) };
                let v = fp32::add(p, q ^ flip, rnd);
                if sat { fp32::sat(v) } else { v }
            });
            x.put_bits_f(op, pred, &r);
        }
        Kind::IMad { sub, rev, ta, tb, high } => {
            let a = x.fetch(&s[0], ta, pred)?;
            let b = x.fetch(&s[1], tb, pred)?;
            let c = x.fetch(&s[2], Ty::U32, pred)?;
            let cin = match s.get(3).map(|s| s.src) {
                Some(Src::C(cr)) if op.op == Sem::Addc => x.ctx.regs.c[cr as usize & 3].map(|f| (f >> 2 & 1) as u32),
                _ => [0; WARP],
            };
            let sat = op.m.sat;
            let wide = |v: u32, t: Ty| if t.signed() { t.extend(v) as i32 as i64 } else { t.extend(v) as i64 };
            let mut r = [0u32; WARP];
            let mut f = [0u8; WARP];
            for l in 0..WARP {
                let p = if high { ((wide(a[l], ta) * wide(b[l], tb)) >> 16) as u32 } else { ta.extend(a[l]).wrapping_mul(tb.extend(b[l])) };
                (r[l], f[l]) = add_family(p, c[l], cin[l], 32, sub, rev, sat);
            }
            x.put(&op.dst, pred, &r);
            x.put_c(op, pred, || f);
        }
        Kind::Sad => {
            let ty = op.types.first().copied().or(src_types(&s[0]).first().copied()).unwrap_or(Ty::U32);
            let (a, b, c) = (x.fetch(&s[0], ty, pred)?, x.fetch(&s[1], ty, pred)?, x.fetch(&s[2], ty, pred)?);
            let mut r = [0u32; WARP];
            let mut f = [0u8; WARP];
            let ext = |v: u32| if ty.signed() { ty.extend(v) as i32 as i64 } else { ty.extend(v) as i64 };
            for l in 0..WARP {
                let mres = (ext(a[l]) - ext(b[l])).unsigned_abs() as u32;
                let full = (mres & m) as u64 + (c[l] & m) as u64;
                let res = full as u32 & m;
                let sign = |v: u32| v >> (w - 1) & 1 != 0;
                r[l] = res;
                f[l] = flags(res == 0, sign(res), full >> w & 1 != 0, sign(mres) == sign(c[l]) && sign(mres) != sign(res));
            }
            x.put(&op.dst, pred, &r);
            x.put_c(op, pred, || f);
        }
        Kind::Slct { float } => {
            let (a, b) = (x.fetch(&s[0], op.ty, pred)?, x.fetch(&s[1], op.ty, pred)?);
            let take_a: [bool; WARP] = if float {
                // Greater or equal (denormals are zeros; NaN takes the second).
                x.fetch_bits(&s[2], pred)?.map(|c| fp32::cmp(c, 0) <= 1)
            } else {
                let c = x.fetch(&s[2], Ty::S32, pred)?;
                c.map(|c| if s[2].neg { (c as i32).wrapping_neg() >= 0 } else { c as i32 >= 0 })
            };
            let r: V = std::array::from_fn(|l| if take_a[l] { a[l] } else { b[l] });
            x.put(&op.dst, pred, &r);
            if float {
                // The result's bits: ±0 set the zero flag, else the sign bit the sign flag.
                x.put_c(op, pred, || r.map(|r| if r & !SIGN == 0 { 1 } else { (r >> 31) as u8 * 2 }));
            } else {
                x.put_c(op, pred, || r.map(|r| zs(r, w)));
            }
        }
        Kind::DAdd { sub } => {
            let (a, b) = (x.fetch_d64(&s[0], pred)?, x.fetch_d64(&s[1], pred)?);
            let r: [u64; WARP] = std::array::from_fn(|l| fp64::add(a[l], if sub { fp64::operand(b[l], false, true) } else { b[l] }, rnd));
            x.put_d64(op, pred, &r);
        }
        Kind::DMul => {
            let (a, b) = (x.fetch_d64(&s[0], pred)?, x.fetch_d64(&s[1], pred)?);
            let r: [u64; WARP] = std::array::from_fn(|l| fp64::mul(a[l], b[l], rnd));
            x.put_d64(op, pred, &r);
        }
        Kind::DFma => {
            let (a, b, c) = (x.fetch_d64(&s[0], pred)?, x.fetch_d64(&s[1], pred)?, x.fetch_d64(&s[2], pred)?);
            let r: [u64; WARP] = std::array::from_fn(|l| fp64::fma(a[l], b[l], c[l], rnd));
            x.put_d64(op, pred, &r);
        }
        Kind::DMin | Kind::DMax => {
            let (a, b) = (x.fetch_d64(&s[0], pred)?, x.fetch_d64(&s[1], pred)?);
            let min = op.kind == Kind::DMin;
            let r: [u64; WARP] = std::array::from_fn(|l| fp64::minmax(a[l], b[l], min));
            x.put_d64(op, pred, &r);
        }
        Kind::Atom(aop) | Kind::Atom64(aop) => {
            let Src::Mem(mr) = s[0].src else { return Ok(Flow::Next) };
            let wide = matches!(op.kind, Kind::Atom64(_));
            // Operands as 64-bit values: a register pair for the wide forms.
            let value = |x: &mut Exec<'_, '_>, src: Src| if wide { x.fetch_pair(src, pred) } else { Ok(x.fetch_src(src, Ty::U32, pred)?.map(u64::from)) };
            let v = value(&mut x, s[1].src)?;
            let new = if aop == AtomOp::Cas { value(&mut x, s[2].src)? } else { [0; WARP] };
            // Only s32 (and s64) compare signed: G84 runs `min s8` as an unsigned whole-word minimum.
            let (signed, bits) = (matches!(op.ty, Ty::S32 | Ty::S64), if wide { 64 } else { 32 });
            // A sub-word atomic works on the whole word with its operand's byte or half repeated.
            let v = match op.ty.bytes() {
                1 => v.map(|v| (v & 0xff) * 0x0101_0101),
                2 => v.map(|v| (v & 0xffff) * 0x0001_0001),
                _ => v,
            };
            let mut old = [0u64; WARP];
            // Lane by lane, in lane order: each lane's update sees the ones before it.
            for l in lanes(pred) {
                let addr = x.mem_addr(&mr, l);
                x.ctx.traffic.global_read += bits as u64 / 8;
                x.ctx.traffic.global_written += bits as u64 / 8;
                let f = |o| atom_op(aop, o, v[l], new[l], signed, bits);
                old[l] = if wide { x.ctx.mem.global.update64(addr, l as u32, f)? } else { x.ctx.mem.global.update(addr, 4, l as u32, f)? };
            }
            // The old value as the size reads it: a byte or half, extended.
            x.put(&op.dst, pred, &old.map(|o| if op.ty.bytes() < 4 { op.ty.extend(o as u32) } else { o as u32 }));
            if let (true, Dst::R(n, _)) = (wide, op.dst) {
                x.put(&Dst::R(n.wrapping_add(1), Part::Full), pred, &old.map(|o| (o >> 32) as u32));
            }
        }
        Kind::FMad { .. } if isa.mul_zero_wins() => {
            // The reference results leave the multiply-add under a winning zero out: not documented.
            return Ok(Flow::Refuse("f32 multiply-add with --isa-flags bit 1 (zero wins)"));
        }
        Kind::FMad { sub, rev } => {
            let a = x.fetch_bits(&s[0], pred)?;
            let b = x.fetch_bits(&s[1], pred)?;
            let c = x.fetch_bits(&s[2], pred)?;
            let sat = op.m.sat;
            // G80's multiply-add truncates the product, then adds and rounds to nearest (fp32::mad).
            // `sub`: product - c; `rev`: c - product.
            let (fa, fc) = match (sub, rev) {
                (false, _) => (0, 0),
                (true, false) => (0, SIGN),
                (true, true) => (SIGN, 0),
            };
            let r: V = std::array::from_fn(|l| {
                let v = fp32::mad(a[l] ^ fa, b[l], c[l] ^ fc);
                if sat { fp32::sat(v) } else { v }
            });
            x.put_bits_f(op, pred, &r);
        }
        Kind::IMul { ta, tb, high } => {
            let a = x.fetch(&s[0], ta, pred)?;
            let b = x.fetch(&s[1], tb, pred)?;
            let wide = |v: u32, t: Ty| if t.signed() { t.extend(v) as i32 as i64 } else { t.extend(v) as i64 };
            let r: V = std::array::from_fn(|l| {
                if high {
                    ((wide(a[l], ta) * wide(b[l], tb)) >> 16) as u32
                } else {
                    ta.extend(a[l]).wrapping_mul(tb.extend(b[l]))
                }
            });
            x.put(&op.dst, pred, &r);
            x.put_c(op, pred, || r.map(|r| zs(r, 32)));
        }
        Kind::FMul => {
            let a = x.fetch_bits(&s[0], pred)?;
            let b = x.fetch_bits(&s[1], pred)?;
            // `sat` of a product is G200's (on G80 the bit is ignored, so never read here).
            let sat = op.m.sat;
            // MP+0x60 bit 1: a zero factor (or a denormal, flushed) makes the product +0, NaN or not.
            let zero_wins = isa.mul_zero_wins();
            let zero = |x: u32| x & 0x7f80_0000 == 0;
            let r: V = std::array::from_fn(|l| {
                let v = if zero_wins && (zero(a[l]) || zero(b[l])) { 0 } else { fp32::mul(a[l], b[l], rnd) };
                if sat { fp32::sat(v) } else { v }
            });
            x.put_bits_f(op, pred, &r);
        }
        Kind::Quad { ops, from } => {
            // Every lane's source 0 (a lane may read one its predicate leaves out).
            let a = x.fetch_bits(&s[0], x.ctx.active)?;
            let b = x.fetch_bits(&s[1], pred)?;
            let r: V = std::array::from_fn(|l| {
                if from >= 4 {
                    // The fake derivative outside fragment programs: 0, or infinity with MP+0x60 bit 0.
                    return if isa.nonfp_deriv_inf() { 0x7f80_0000 } else { 0 };
                }
                let v = a[(l & !3) | from as usize];
                match ops[l & 3] {
                    0 => fp32::add(v, b[l], Round::Near),
                    1 => fp32::add(v ^ SIGN, b[l], Round::Near),
                    2 => fp32::add(v, b[l] ^ SIGN, Round::Near),
                    _ => fp32::add(b[l], 0, Round::Near),
                }
            });
            x.put_bits_f(op, pred, &r);
        }
        Kind::Shl | Kind::Shr => {
            // tesla-isa-notes.txt 4.2: infinite-precision shifts; carry is the last bit shifted out
            // (none for a count of the width or more), overflow only for a count of 1.
            let a = x.fetch(&s[0], op.ty, pred)?;
            let n = x.fetch(&s[1], Ty::U32, pred)?;
            let (shl, signed) = (op.kind == Kind::Shl, op.ty.signed());
            let sign = |v: u32| v >> (w - 1) & 1 != 0;
            if op.cdst.is_none() {
                let r: V = std::array::from_fn(|l| {
                    let (a, n) = (a[l] & m, n[l]);
                    if shl {
                        if n >= w { 0 } else { a << n & m }
                    } else {
                        let res = if n >= w { 0 } else { a >> n };
                        if signed && sign(a) { res | if n >= w { m } else { m & !(m >> n) } } else { res }
                    }
                });
                x.put(&op.dst, pred, &r);
                return Ok(Flow::Next);
            }
            let mut r = [0u32; WARP];
            let mut f = [0u8; WARP];
            for l in 0..WARP {
                let (a, n) = (a[l] & m, n[l]);
                let (res, carry) = if shl {
                    let res = if n >= w { 0 } else { a << n & m };
                    (res, n >= 1 && n < w && (a >> (w - n)) & 1 != 0)
                } else {
                    let mut res = if n >= w { 0 } else { a >> n };
                    if signed && sign(a) {
                        res |= if n >= w { m } else { m & !(m >> n) };
                    }
                    (res, n >= 1 && n < w && (a >> (n - 1)) & 1 != 0)
                };
                r[l] = res;
                f[l] = flags(res == 0, sign(res), carry, n == 1 && sign(a) != sign(res));
            }
            x.put(&op.dst, pred, &r);
            x.put_c(op, pred, || f);
        }
        Kind::Logic(lop) => {
            let a = x.fetch(&s[0], op.ty, pred)?;
            let b = x.fetch(&s[1], op.ty, pred)?;
            let r: V = std::array::from_fn(|l| {
                (match lop {
                    LogicOp::And => a[l] & b[l],
                    LogicOp::Or => a[l] | b[l],
                    LogicOp::Xor => a[l] ^ b[l],
                    LogicOp::Pass => b[l],
                }) & m
            });
            x.put(&op.dst, pred, &r);
            x.put_c(op, pred, || r.map(|r| zs(r, w)));
        }
        Kind::Min | Kind::Max => {
            let min = op.kind == Kind::Min;
            let float = op.types.iter().any(|t| t.float());
            if float {
                let (a, b) = (x.fetch_bits(&s[0], pred)?, x.fetch_bits(&s[1], pred)?);
                let r: V = std::array::from_fn(|l| fp32::minmax(a[l], b[l], min));
                x.put_bits_f(op, pred, &r);
                return Ok(Flow::Next);
            }
            let r: V = {
                let (a, b) = (x.fetch(&s[0], op.ty, pred)?, x.fetch(&s[1], op.ty, pred)?);
                let ty = op.ty;
                std::array::from_fn(|l| {
                    let (ea, eb) = (ty.extend(a[l]), ty.extend(b[l]));
                    let less = if ty.signed() { (ea as i32) < (eb as i32) } else { ea < eb };
                    if less == min {
                        a[l]
                    } else {
                        b[l]
                    }
                })
            };
            x.put(&op.dst, pred, &r);
            x.put_c(op, pred, || r.map(|r| zs(r, w)));
        }
        Kind::Set { code, ty } => {
            let rel: [u8; WARP] = if ty == Ty::F64 {
                let (a, b) = (x.fetch_d64(&s[0], pred)?, x.fetch_d64(&s[1], pred)?);
                std::array::from_fn(|l| fp64::compare(a[l], b[l]))
            } else if ty.float() {
                // fp32::cmp: 0 greater, 1 equal, 2 less, 3 unordered; as condition bits g, e, l, u.
                let (a, b) = (x.fetch_bits(&s[0], pred)?, x.fetch_bits(&s[1], pred)?);
                std::array::from_fn(|l| [4, 2, 1, 8][fp32::cmp(a[l], b[l]) as usize])
            } else {
                let (a, b) = (x.fetch(&s[0], ty, pred)?, x.fetch(&s[1], ty, pred)?);
                std::array::from_fn(|l| {
                    let (a, b) = (ty.extend(a[l]), ty.extend(b[l]));
                    let ord = if ty.signed() { (a as i32).cmp(&(b as i32)) } else { a.cmp(&b) };
                    match ord {
                        std::cmp::Ordering::Less => 1,
                        std::cmp::Ordering::Equal => 2,
                        std::cmp::Ordering::Greater => 4,
                    }
                })
            };
            // All ones in the operation's width (0xffff for 16-bit sets); 1.0 for an f32 destination.
            let one = match op.types.first() {
                Some(Ty::F32) => 1.0f32.to_bits(),
                _ if ty.bytes() == 2 => 0xffff,
                _ => u32::MAX,
            };
            let r: V = rel.map(|rel| if code & rel != 0 { one } else { 0 });
            x.put(&op.dst, pred, &r);
            x.put_c(op, pred, || r.map(|r| zs(r, if ty.bytes() == 2 { 16 } else { 32 })));
        }
        // Both sides of 8 to 32 bits (`plan` sends a 64-bit side to Kind::Cvt64).
        Kind::Cvt { dt, st } => {
            let raw = x.fetch(&s[0], Ty::U32, pred)?;
            let m = op.m;
            let cm = CvtMods { abs: m.abs, neg: m.neg, sat: m.sat, rint: m.rint, round: m.round };
            let wide = match op.dst {
                Dst::R(_, Part::Lo | Part::Hi) => false,
                Dst::R(..) => true,
                _ => dt.bytes() >= 4,
            };
            let int = |t: Ty| Int { bytes: t.bytes(), signed: t.signed() };
            let mut r = [0u32; WARP];
            let mut f = [0u8; WARP];
            for l in 0..WARP {
                (r[l], f[l]) = match (st.float(), dt.float()) {
                    (true, true) => fp32::f2f(raw[l], st == Ty::F16, dt == Ty::F16, cm),
                    (true, false) => fp32::f2i(raw[l], st == Ty::F16, int(dt), wide, cm),
                    (false, true) => fp32::i2f(raw[l], int(st), dt == Ty::F16, cm),
                    (false, false) => fp32::i2i(raw[l], int(st), int(dt), wide, cm),
                };
            }
            x.put(&op.dst, pred, &r);
            x.put_c(op, pred, || f);
        }
        Kind::Cvt64 { dt, st } => {
            let c = fp64::Conv {
                rm: op.m.round,
                rint: op.m.rint,
                abs: op.m.abs,
                neg: op.m.neg,
                src64: st.bytes() == 8,
                dst64: dt.bytes() == 8,
                signed: if dt.float() { st.signed() } else { dt.signed() },
            };
            let raw = x.fetch_pair(s[0].src, pred)?;
            let f = match (st.float(), dt.float()) {
                (true, true) => fp64::cvt_f2f,
                (false, true) => fp64::cvt_i2f,
                _ => fp64::cvt_f2i,
            };
            let mut r = [0u64; WARP];
            let mut cc = [0u8; WARP];
            for l in 0..WARP {
                (r[l], cc[l]) = f(raw[l], c);
            }
            x.put_wide(op, pred, &r, c.dst64);
            x.put_c(op, pred, || cc);
        }
        Kind::Sfu(sop) => {
            // G80's unit, bit-exact (`sfu`): the source's `abs`/`neg` act on its bits; `sin`, `cos`
            // and `ex2` read the fixed-point word of `presin`/`preex2`, not a float.
            let a = x.fetch(&s[0], Ty::U32, pred)?;
            let (abs, neg) = (s[0].abs, s[0].neg);
            let f: fn(u32) -> u32 = match sop {
                SfuOp::Rcp => sfu::rcp,
                SfuOp::Rsqrt => sfu::rsqrt,
                SfuOp::Ex2 => sfu::ex2,
                SfuOp::Lg2 => sfu::lg2,
                SfuOp::Sin => sfu::sin,
                SfuOp::Cos => sfu::cos,
                SfuOp::PreSin => sfu::presin,
                SfuOp::PreEx2 => sfu::preex2,
            };
            let sat = op.m.sat;
            let r: V = a.map(|v| {
                let r = f(sfu::modify(v, abs, neg));
                if sat {
                    sfu::saturate(r)
                } else {
                    r
                }
            });
            x.put(&op.dst, pred, &r);
            x.put_c(op, pred, || r.map(|r| fflags(f32::from_bits(r))));
        }
        Kind::Ld => {
            let Src::Mem(mr) = s[0].src else { return Ok(Flow::Next) };
            let words = (op.ty.bytes() / 4).clamp(1, 4) as usize;
            let size = op.ty.bytes().min(4);
            // Every word is read before any is written: the destination may be the address register
            // (`ld b64 $r0d g14[$r0]`).
            let mut v = [[0; WARP]; 4];
            for l in lanes(pred) {
                let base = x.mem_addr(&mr, l);
                for (k, w) in v.iter_mut().take(words).enumerate() {
                    let raw = x.load(&mr, base + 4 * k as u64, size, l)? as u32;
                    w[l] = if size < 4 { op.ty.extend(raw) } else { raw };
                }
            }
            for (k, w) in v.iter().take(words).enumerate() {
                let d = match op.dst {
                    Dst::R(n, p) => Dst::R(n + k as u8, if words > 1 { Part::Full } else { p }),
                    d => d,
                };
                x.put(&d, pred, w);
            }
            x.after_access(&mr, pred);
        }
        Kind::St => {
            let Src::Mem(mr) = s[0].src else { return Ok(Flow::Next) };
            let words = (op.ty.bytes() / 4).max(1) as usize;
            let size = op.ty.bytes().min(4);
            for k in 0..words {
                let src = match s[1].src {
                    Src::R(n, p) => Src::R(n + k as u8, if words > 1 { Part::Full } else { p }),
                    src => src,
                };
                let v = x.fetch_src(src, op.ty, pred)?;
                for l in lanes(pred) {
                    let addr = x.mem_addr(&mr, l) + 4 * k as u64;
                    x.store(&mr, addr, size, v[l] as u64, l)?;
                }
            }
            x.after_access(&mr, pred);
        }
    }
    Ok(Flow::Next)
}

/// An atomic operation on the `bits`-bit old value `o` with operand `v` (`cas`: compare with `v`, store
/// `new`); signed min/max compare as two's complement of that width.
fn atom_op(aop: AtomOp, o: u64, v: u64, new: u64, signed: bool, bits: u32) -> u64 {
    let m = if bits == 64 { u64::MAX } else { (1u64 << bits) - 1 };
    let sx = |x: u64| ((x << (64 - bits)) as i64) >> (64 - bits);
    let r = match aop {
        AtomOp::Add => o.wrapping_add(v),
        AtomOp::Inc => if o >= v { 0 } else { o + 1 },
        AtomOp::Dec => if o == 0 || o > v { v } else { o - 1 },
        AtomOp::Min => if signed { sx(o).min(sx(v)) as u64 } else { o.min(v) },
        AtomOp::Max => if signed { sx(o).max(sx(v)) as u64 } else { o.max(v) },
        AtomOp::Exch => v,
        AtomOp::Cas => if o == v { new } else { o },
        AtomOp::And => o & v,
        AtomOp::Or => o | v,
        AtomOp::Xor => o ^ v,
        AtomOp::Keep => o,
        AtomOp::IncNeg if sx(v) < 0 => {
            let r = o.wrapping_add(1) & m;
            if sx(r) > 0 || sx(v) > sx(r) { v } else { r }
        }
        AtomOp::DecNeg if sx(v) < 0 => {
            let r = o.wrapping_sub(1) & m;
            if sx(r) > 0 || sx(v) > sx(r) { 0 } else { r }
        }
        AtomOp::IncNeg => atom_op(AtomOp::Inc, o, v, new, signed, bits),
        AtomOp::DecNeg => atom_op(AtomOp::Dec, o, v, new, signed, bits),
    };
    r & m
}
