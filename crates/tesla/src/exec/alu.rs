//! What each Tesla instruction computes, over the lanes that run it. Integer results set `$c` as
//! zero, sign, carry and overflow; f32 arithmetic flushes denormals (inputs and results) as G80 does;
//! transcendentals are computed in f64 and rounded, so they are within 1 ulp of the exact value (the
//! hardware's SFU is less accurate, by an amount the documents do not give).

use super::op::*;
use super::Regs;
use gpuisa_engine::Part;
use gpuisa_simt::memory::{load, store};
use gpuisa_simt::{Ctx, Fault, Flow, WARP};

/// Whether the simulator runs this instruction.
pub fn supported(op: &Op) -> bool {
    matches!(
        op.mnemonic,
        "mov" | "add" | "sub" | "subr" | "mul" | "shl" | "shr" | "and" | "or" | "xor" | "mov2" | "set" | "cvt"
            | "ld" | "st" | "bra" | "joinat" | "call" | "ret" | "exit" | "nop" | "bar" | "rcp" | "rsqrt" | "ex2"
            | "lg2" | "sin" | "cos" | "preex2" | "presin" | "min" | "max" | "breakaddr" | "break"
    )
}

/// A condition code (`l` = 1, `e` = 2, `g` = 4, `u` = 8 for codes 0-15) on flags
/// zero/sign/carry/overflow (bits 0-3): the formulas of tesla-isa.rst.
pub fn cond(c: u8, f: u8) -> bool {
    let (z, s, cy, o) = (f & 1 != 0, f & 2 != 0, f & 4 != 0, f & 8 != 0);
    match c {
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
    }
}

/// The active lanes whose predicate holds.
pub fn predicate(op: &Op, ctx: &Ctx<'_, Regs>) -> u32 {
    if op.cond == 15 {
        return ctx.active;
    }
    let mut m = 0;
    for l in lanes(ctx.active) {
        m |= (cond(op.cond, ctx.regs.c[op.creg as usize][l]) as u32) << l;
    }
    m
}

fn lanes(mask: u32) -> impl Iterator<Item = usize> {
    (0..WARP).filter(move |l| mask >> l & 1 != 0)
}

/// Flushes an f32 denormal to a zero of the same sign.
fn ftz(x: f32) -> f32 {
    if x.is_subnormal() {
        0.0f32.copysign(x)
    } else {
        x
    }
}

/// Rounds `x` to f32 in the mode the instruction names (`rn` by default): the operations compute
/// exactly in f64 (a product or sum of two f32 fits), then round once.
fn round_f32(op: &Op, x: f64) -> f32 {
    let f = x as f32;
    if x.is_nan() || f.is_infinite() && x.is_infinite() || f as f64 == x {
        return f;
    }
    let toward = |f: f32, up: bool| -> f32 {
        // The neighbour of `f` above (`up`) or below it.
        if f == 0.0 {
            let tiny = f32::from_bits(1);
            return if up { tiny } else { -tiny };
        }
        let b = f.to_bits();
        f32::from_bits(if (f > 0.0) == up { b + 1 } else { b - 1 })
    };
    let above = f as f64 > x;
    if op.has("rz") || op.has("rzi") {
        if (f as f64).abs() > x.abs() { toward(f, !above) } else { f }
    } else if op.has("rm") || op.has("rmi") {
        if above { toward(f, false) } else { f }
    } else if op.has("rp") || op.has("rpi") {
        if !above { toward(f, true) } else { f }
    } else {
        f
    }
}

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

struct Exec<'c, 'a> {
    ctx: &'c mut Ctx<'a, Regs>,
}

impl Exec<'_, '_> {
    fn mem_addr(&mut self, m: &MemRef, l: usize) -> u64 {
        let base = match m.base {
            Base::None | Base::A(0) => 0,
            Base::A(a) => self.ctx.regs.a[a as usize][l] as u64,
            Base::R(r) => self.ctx.regs.r[r as usize][l] as u64,
        };
        if m.postinc {
            base
        } else {
            base.wrapping_add(m.offset as u64) & 0xffff_ffff
        }
    }

    fn after_access(&mut self, m: &MemRef, l: usize) {
        if let (true, Base::A(a)) = (m.postinc, m.base) {
            let r = &mut self.ctx.regs.a[a as usize][l];
            *r = r.wrapping_add(m.offset as u32) & 0xffff;
        }
    }

    fn load(&mut self, m: &MemRef, addr: u64, size: u32, l: usize) -> Result<u64, Fault> {
        let lane = l as u32;
        let c = &mut *self.ctx;
        match m.space {
            b's' => {
                c.mem.traffic.shared_read += size as u64;
                load(c.shared, b's', addr, size, lane)
            }
            b'c' => c.mem.load_const(m.bank, addr, size, lane),
            b'l' => {
                c.mem.traffic.local_read += size as u64;
                if addr + size as u64 > c.local_size as u64 {
                    return Err(Fault { space: b'l', addr, size, lane, write: false });
                }
                load(c.local, b'l', l as u64 * c.local_size as u64 + addr, size, lane)
            }
            _ => c.mem.load_global(addr, size, lane),
        }
    }

    fn store(&mut self, m: &MemRef, addr: u64, size: u32, v: u64, l: usize) -> Result<(), Fault> {
        let lane = l as u32;
        let c = &mut *self.ctx;
        match m.space {
            b's' => {
                c.mem.traffic.shared_written += size as u64;
                store(c.shared, b's', addr, size, v, lane)
            }
            b'l' => {
                c.mem.traffic.local_written += size as u64;
                if addr + size as u64 > c.local_size as u64 {
                    return Err(Fault { space: b'l', addr, size, lane, write: true });
                }
                store(c.local, b'l', l as u64 * c.local_size as u64 + addr, size, v, lane)
            }
            b'g' => c.mem.store_global(addr, size, v, lane),
            sp => Err(Fault { space: sp, addr, size, lane, write: true }),
        }
    }

    /// Source `s` in lane `l`, extended from its type `ty` (sign or zero) to 32 bits.
    fn read(&mut self, s: &Source, l: usize, ty: Ty) -> Result<u32, Fault> {
        let v = match s.src {
            Src::R(n, part) => {
                let r = self.ctx.regs.r.get(n as usize).map_or(0, |r| r[l]);
                match part {
                    Part::Lo => ty.extend(r & 0xffff),
                    Part::Hi => ty.extend(r >> 16),
                    _ => r,
                }
            }
            Src::A(0) => 0,
            Src::A(n) => self.ctx.regs.a[n as usize & 7][l],
            Src::C(n) => self.ctx.regs.c[n as usize & 3][l] as u32,
            Src::Sr(n) => match n {
                0 => self.ctx.place.warp << 8 | l as u32, // $physid: warp and lane, block on MP 0
                1 => self.ctx.clock as u32,
                _ => 0,
            },
            Src::Imm(v) => v as u32,
            Src::Mem(m) => {
                let addr = self.mem_addr(&m, l);
                let v = self.load(&m, addr, m.size.min(4), l)? as u32;
                self.after_access(&m, l);
                match m.size {
                    1 | 2 => ty.extend(v),
                    _ => v,
                }
            }
            Src::Target(_) | Src::Discard => 0,
        };
        let v = if s.not { !v } else { v };
        Ok(v)
    }

    fn write(&mut self, d: &Dst, l: usize, v: u32) {
        let regs = &mut *self.ctx.regs;
        match *d {
            Dst::R(n, part) => {
                if let Some(r) = regs.r.get_mut(n as usize) {
                    r[l] = match part {
                        Part::Lo => r[l] & 0xffff_0000 | v & 0xffff,
                        Part::Hi => r[l] & 0xffff | v << 16,
                        _ => v,
                    };
                }
            }
            Dst::A(0) => {}
            Dst::A(n) => regs.a[n as usize & 7][l] = v & 0xffff,
            Dst::C(n) => regs.c[n as usize & 3][l] = v as u8 & 0xf,
            Dst::None | Dst::Mem(_) => {}
        }
    }

    fn set_c(&mut self, op: &Op, l: usize, f: u8) {
        if let Some(c) = op.cdst {
            self.ctx.regs.c[c as usize & 3][l] = f;
        }
    }

    fn f(&mut self, s: &Source, l: usize) -> Result<f32, Fault> {
        let x = ftz(f32::from_bits(self.read(s, l, Ty::U32)?));
        let x = if s.abs { x.abs() } else { x };
        Ok(if s.neg { -x } else { x })
    }
}

fn is_float(op: &Op) -> bool {
    op.types.iter().any(|t| t.float()) || op.srcs.iter().any(|s| src_types(s).iter().any(|t| t.float()))
}

/// The integer width (16 or 32) and type of an operation.
fn int_ty(op: &Op) -> Ty {
    op.types.first().copied().unwrap_or(Ty::U32)
}

fn add_flags(a: u32, b: u32, r: u32, w: u32, sub: bool) -> u8 {
    let m = if w == 16 { 0xffff } else { u32::MAX };
    let (a, b, r) = (a & m, b & m, r & m);
    let msb = 1 << (w - 1);
    let (carry, over) = if sub {
        (a >= b, (a ^ b) & (a ^ r) & msb != 0)
    } else {
        ((a as u64 + b as u64) >> w & 1 != 0, (a ^ r) & (b ^ r) & msb != 0)
    };
    flags(r == 0, r & msb != 0, carry, over)
}

/// Runs `op` for the lanes in `pred`.
pub fn exec(op: &Op, ctx: &mut Ctx<'_, Regs>, pred: u32) -> Result<Flow, Fault> {
    let target = || op.srcs.iter().find_map(|s| if let Src::Target(t) = s.src { Some(t) } else { None }).unwrap_or(0);
    match op.mnemonic {
        "bra" => return Ok(Flow::Branch { target: target(), taken: pred }),
        "joinat" => return Ok(Flow::JoinAt(target())),
        "breakaddr" => return Ok(Flow::BreakAddr(target())),
        "break" => return Ok(Flow::Break(pred)),
        "call" => return Ok(Flow::Call(target())),
        "ret" => return Ok(Flow::Ret(pred)),
        "exit" => return Ok(Flow::Exit(pred)),
        "nop" => return Ok(Flow::Next),
        "bar" => {
            let id = op.srcs.first().map_or(0, |s| if let Src::Imm(v) = s.src { v as u32 } else { 0 });
            // The hardware ignores bar's predicate field (compilers write `never` there).
            return Ok(Flow::Barrier(id));
        }
        _ => {}
    }
    let mut x = Exec { ctx };
    let float = is_float(op);
    for l in lanes(pred) {
        match op.mnemonic {
            "mov" => {
                let ty = int_ty(op);
                let v = x.read(&op.srcs[0], l, src_types(&op.srcs[0]).first().copied().unwrap_or(ty))?;
                x.write(&op.dst, l, v);
                let w = if ty.bytes() == 2 { 16 } else { 32 };
                x.set_c(op, l, add_flags(v, 0, v, w, false) & 3);
            }
            "add" | "sub" | "subr" if op.mad => mad(&mut x, op, l, float)?,
            "add" | "sub" | "subr" if float => {
                let (a, b) = (x.f(&op.srcs[0], l)? as f64, x.f(&op.srcs[1], l)? as f64);
                let r = round_f32(op, match op.mnemonic {
                    "add" => a + b,
                    "sub" => a - b,
                    _ => b - a,
                });
                let r = ftz(if op.has("sat") { r.clamp(0.0, 1.0) } else { r });
                x.write(&op.dst, l, r.to_bits());
                x.set_c(op, l, fflags(r));
            }
            "add" | "sub" | "subr" => {
                let ty = int_ty(op);
                let w = if ty.bytes() == 2 { 16 } else { 32 };
                let a = x.read(&op.srcs[0], l, ty)?;
                let b = x.read(&op.srcs[1], l, ty)?;
                // A third source `$c` adds the carry in.
                let cin = match op.srcs.get(2).map(|s| s.src) {
                    Some(Src::C(c)) => (x.ctx.regs.c[c as usize & 3][l] >> 2 & 1) as u32,
                    _ => 0,
                };
                let (a, b, sub) = match op.mnemonic {
                    "add" => (a, b, false),
                    "sub" => (a, b, true),
                    _ => (b, a, true),
                };
                let mut r = if sub { a.wrapping_sub(b) } else { a.wrapping_add(b).wrapping_add(cin) };
                let mut f = add_flags(a, b, r, w, sub);
                if op.has("sat") && f & 8 != 0 {
                    r = if f & 2 != 0 { i32::MAX as u32 } else { i32::MIN as u32 };
                    f = flags(false, r >> 31 != 0, f & 4 != 0, true);
                }
                x.write(&op.dst, l, r);
                x.set_c(op, l, f);
            }
            "mul" if float => {
                let r = ftz(round_f32(op, x.f(&op.srcs[0], l)? as f64 * x.f(&op.srcs[1], l)? as f64));
                x.write(&op.dst, l, r.to_bits());
                x.set_c(op, l, fflags(r));
            }
            "mul" => {
                let ta = src_types(&op.srcs[0]).first().copied().or(op.types.first().copied()).unwrap_or(Ty::U32);
                let tb = src_types(&op.srcs[1]).first().copied().unwrap_or(ta);
                let a = ta.extend(x.read(&op.srcs[0], l, ta)?);
                let b = tb.extend(x.read(&op.srcs[1], l, tb)?);
                let r = a.wrapping_mul(b);
                x.write(&op.dst, l, r);
                x.set_c(op, l, flags(r == 0, r >> 31 != 0, false, false));
            }
            "shl" | "shr" => {
                let ty = int_ty(op);
                let w = if ty.bytes() == 2 { 16 } else { 32 };
                let a = ty.extend(x.read(&op.srcs[0], l, ty)?);
                let n = x.read(&op.srcs[1], l, Ty::U32)?;
                let r = match (op.mnemonic, ty.signed()) {
                    ("shl", _) => if n >= w { 0 } else { a << n },
                    (_, false) => if n >= w { 0 } else { (a & if w == 16 { 0xffff } else { u32::MAX }) >> n },
                    (_, true) => ((a as i32) >> n.min(31)) as u32,
                };
                let m = if w == 16 { 0xffff } else { u32::MAX };
                x.write(&op.dst, l, r & m);
                x.set_c(op, l, flags(r & m == 0, r & m & (1 << (w - 1)) != 0, false, false));
            }
            "and" | "or" | "xor" | "mov2" => {
                let ty = int_ty(op);
                let a = x.read(&op.srcs[0], l, ty)?;
                let b = x.read(&op.srcs[1], l, ty)?;
                let r = match op.mnemonic {
                    "and" => a & b,
                    "or" => a | b,
                    "xor" => a ^ b,
                    _ => b,
                };
                let (m, w) = if ty.bytes() == 2 { (0xffff, 16) } else { (u32::MAX, 32) };
                x.write(&op.dst, l, r & m);
                x.set_c(op, l, flags(r & m == 0, r & m & (1 << (w - 1)) != 0, false, false));
            }
            "min" | "max" => {
                let ty = int_ty(op);
                let r = if float {
                    let (a, b) = (x.f(&op.srcs[0], l)?, x.f(&op.srcs[1], l)?);
                    (if op.mnemonic == "min" { a.min(b) } else { a.max(b) }).to_bits()
                } else {
                    let (a, b) = (x.read(&op.srcs[0], l, ty)?, x.read(&op.srcs[1], l, ty)?);
                    let less = if ty.signed() { (ty.extend(a) as i32) < (ty.extend(b) as i32) } else { ty.extend(a) < ty.extend(b) };
                    if less == (op.mnemonic == "min") { a } else { b }
                };
                x.write(&op.dst, l, r);
                x.set_c(op, l, flags(r == 0, r >> 31 != 0, false, false));
            }
            "set" => {
                let code = op.mods.iter().find_map(|m| super::lower::cond_code(m)).unwrap_or(0);
                let ty = src_types(&op.srcs[0]).first().copied().unwrap_or(Ty::U32);
                let rel = if ty.float() {
                    let (a, b) = (x.f(&op.srcs[0], l)?, x.f(&op.srcs[1], l)?);
                    match a.partial_cmp(&b) {
                        Some(std::cmp::Ordering::Less) => 1,
                        Some(std::cmp::Ordering::Equal) => 2,
                        Some(std::cmp::Ordering::Greater) => 4,
                        None => 8,
                    }
                } else {
                    let (a, b) = (ty.extend(x.read(&op.srcs[0], l, ty)?), ty.extend(x.read(&op.srcs[1], l, ty)?));
                    let ord = if ty.signed() { (a as i32).cmp(&(b as i32)) } else { a.cmp(&b) };
                    match ord {
                        std::cmp::Ordering::Less => 1,
                        std::cmp::Ordering::Equal => 2,
                        std::cmp::Ordering::Greater => 4,
                    }
                };
                let t = code & rel != 0;
                let r = match op.types.first() {
                    Some(Ty::F32) => if t { 1.0f32.to_bits() } else { 0 },
                    _ => if t { u32::MAX } else { 0 },
                };
                x.write(&op.dst, l, r);
                x.set_c(op, l, flags(r == 0, r >> 31 != 0, false, false));
            }
            "cvt" => {
                let r = cvt(&mut x, op, l)?;
                x.write(&op.dst, l, r);
                let dt = op.types.first().copied().unwrap_or(Ty::U32);
                let f = if dt.float() { fflags(f32::from_bits(r)) } else { flags(r == 0, r >> 31 != 0, false, false) };
                x.set_c(op, l, f);
            }
            "ld" => {
                let Src::Mem(m) = op.srcs[0].src else { continue };
                let ty = int_ty(op);
                let addr = x.mem_addr(&m, l);
                let words = (ty.bytes() / 4).max(1);
                for k in 0..words {
                    let size = ty.bytes().min(4);
                    let v = x.load(&m, addr + 4 * k as u64, size, l)? as u32;
                    let v = if size < 4 { ty.extend(v) } else { v };
                    let d = match op.dst {
                        Dst::R(n, p) => Dst::R(n + k as u8, if words > 1 { Part::Full } else { p }),
                        d => d,
                    };
                    x.write(&d, l, v);
                }
                x.after_access(&m, l);
            }
            "st" => {
                let Src::Mem(m) = op.srcs[0].src else { continue };
                let ty = int_ty(op);
                let addr = x.mem_addr(&m, l);
                let words = (ty.bytes() / 4).max(1);
                for k in 0..words {
                    let src = match op.srcs[1].src {
                        Src::R(n, p) => Source { src: Src::R(n + k as u8, if words > 1 { Part::Full } else { p }), ..op.srcs[1].clone() },
                        _ => op.srcs[1].clone(),
                    };
                    let v = x.read(&src, l, ty)?;
                    x.store(&m, addr + 4 * k as u64, ty.bytes().min(4), v as u64, l)?;
                }
                x.after_access(&m, l);
            }
            "rcp" | "rsqrt" | "ex2" | "lg2" | "sin" | "cos" | "preex2" | "presin" => {
                let a = x.f(&op.srcs[0], l)? as f64;
                let r = match op.mnemonic {
                    "rcp" => 1.0 / a,
                    "rsqrt" => 1.0 / a.sqrt(),
                    "ex2" => a.exp2(),
                    "lg2" => a.log2(),
                    "sin" => a.sin(),
                    "cos" => a.cos(),
                    // The pre-ops put the argument into the form the SFU takes; here it stays a float.
                    _ => a,
                };
                let r = ftz(r as f32);
                x.write(&op.dst, l, r.to_bits());
                x.set_c(op, l, fflags(r));
            }
            _ => {}
        }
    }
    Ok(Flow::Next)
}

/// Multiply-add: `add`/`sub`/`subr` with a `mul` inside; integer multiplies take 16 or 24-bit sources.
fn mad(x: &mut Exec<'_, '_>, op: &Op, l: usize, float: bool) -> Result<(), Fault> {
    let (s0, s1, s2) = (&op.srcs[0], &op.srcs[1], &op.srcs[2]);
    if float {
        // G80's multiply-add rounds the product, then the sum (not fused).
        let p = ftz(round_f32(op, x.f(s0, l)? as f64 * x.f(s1, l)? as f64)) as f64;
        let c = x.f(s2, l)? as f64;
        let r = ftz(round_f32(op, match op.mnemonic {
            "add" => p + c,
            "sub" => p - c,
            _ => c - p,
        }));
        x.write(&op.dst, l, r.to_bits());
        x.set_c(op, l, fflags(r));
        return Ok(());
    }
    let ta = src_types(s0).first().copied().unwrap_or(Ty::U32);
    let tb = src_types(s0).get(1).copied().or(src_types(s1).first().copied()).unwrap_or(ta);
    let a = ta.extend(x.read(s0, l, ta)?);
    let b = tb.extend(x.read(s1, l, tb)?);
    let p = a.wrapping_mul(b);
    let c = x.read(s2, l, Ty::U32)?;
    let (a, b, sub) = match op.mnemonic {
        "add" => (p, c, false),
        "sub" => (p, c, true),
        _ => (c, p, true),
    };
    let r = if sub { a.wrapping_sub(b) } else { a.wrapping_add(b) };
    x.write(&op.dst, l, r);
    x.set_c(op, l, add_flags(a, b, r, 32, sub));
    Ok(())
}

/// Conversions between integer and float types, with rounding, `abs`, `neg` and `sat`.
fn cvt(x: &mut Exec<'_, '_>, op: &Op, l: usize) -> Result<u32, Fault> {
    let dt = op.types.first().copied().unwrap_or(Ty::U32);
    let st = src_types(&op.srcs[0]).first().copied().unwrap_or(dt);
    let raw = x.read(&op.srcs[0], l, st)?;
    let round = |v: f64| -> f64 {
        if op.has("rzi") || op.has("rz") && !dt.float() {
            v.trunc()
        } else if op.has("rmi") || op.has("rm") && !dt.float() {
            v.floor()
        } else if op.has("rpi") || op.has("rp") && !dt.float() {
            v.ceil()
        } else if op.has("rni") || !dt.float() {
            v.round_ties_even()
        } else {
            v
        }
    };
    let v: f64 = if st.float() { ftz(f32::from_bits(raw)) as f64 } else if st.signed() { st.extend(raw) as i32 as f64 } else { st.extend(raw) as f64 };
    let v = if op.has("abs") { v.abs() } else { v };
    let v = if op.has("neg") { -v } else { v };
    if dt.float() {
        let v = if op.has("rni") || op.has("rzi") || op.has("rmi") || op.has("rpi") { round(v) } else { v };
        let mut r = round_f32(op, v);
        if op.has("sat") {
            r = r.clamp(0.0, 1.0);
        }
        return Ok(ftz(r).to_bits());
    }
    if st.float() && v.is_nan() {
        return Ok(0);
    }
    let v = round(v);
    let (lo, hi) = match dt {
        Ty::U8 => (0.0, 255.0),
        Ty::S8 => (-128.0, 127.0),
        Ty::U16 => (0.0, 65535.0),
        Ty::S16 => (-32768.0, 32767.0),
        Ty::S32 => (i32::MIN as f64, i32::MAX as f64),
        _ => (0.0, u32::MAX as f64),
    };
    if st.float() || op.has("sat") {
        let c = v.clamp(lo, hi);
        return Ok(if dt.signed() { c as i64 as i32 as u32 } else { c as u64 as u32 });
    }
    // Integer to integer: the value as the destination type holds it.
    let i = v as i64;
    Ok(dt.extend(i as u32))
}
