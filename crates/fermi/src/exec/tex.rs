//! Texture instructions: `TLD` (texel fetch by integer coordinates), `TEX` (sampled read by float
//! coordinates), `TLD4` (gather) and `TXQ` (dimensions). sm_20 binds textures by index: the instruction
//! names the texture (and for TEX and TLD4 the sampler); [`super::FermiSim`] holds what is bound there.
//!
//! A texture is either a linear buffer in global memory ([`Texture`], as `cudaBindTexture` binds it for
//! `tex1Dfetch`: only 1D TLD reads it; a coordinate outside reads zeros) or an image ([`Image`]: 1D, 2D,
//! 3D, cube, arrays), read through the texture's sampler ([`super::sampler`]).
//!
//! Operands, as the description gives them: destination vector (its write mask selects channels x, y,
//! z, w, written to consecutive registers: a mask with a gap is refused), coordinate vector, texture,
//! sampler. Arrays put the layer first, an unsigned integer (as NVIDIA's driver stack lays it out for
//! sm_20), then the coordinates. Only what runs without a second source vector is modelled (level of
//! detail given or biased, depth compare, offsets are refused at load); bound images have one level, so
//! automatic and zero levels read the same texels.
//!
//! Lowered fields: `imm` the texture, `target` the sampler, `s[0]` the first coordinate register, `size`
//! the channels written, `bank` the geometry ([`Geo`]), `off` TLD4's channel or TXQ's nothing.

use super::op::{Op, Src};
use super::sampler::{Filter, Refused, Sampler};
use super::texel::{Dim, Image};
use super::{lanes, FermiSim, Regs};
use crate::sem::Sem;
use gpuisa_engine::sem::Tag;
use gpuisa_engine::{Insn, Operand, RegFile};
use gpuisa_simt::{Ctx, Fault, Flow, WARP};

/// A texture bound to global memory.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Texture {
    pub addr: u64,
    pub count: u64,
    /// 32-bit channels an element: 1, 2 or 4.
    pub channels: u8,
}

/// An image bound to a texture index.
#[derive(Clone, Debug, PartialEq)]
pub struct Bound {
    pub image: Image,
}

/// The geometry an instruction names (its `DIM` word).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Geo {
    D1,
    A1,
    D2,
    A2,
    D3,
    Cube,
    ACube,
}

impl Geo {
    fn of(tag: Sem) -> Option<Geo> {
        Some(match tag {
            Sem::TexA1d => Geo::A1,
            Sem::Tex2d => Geo::D2,
            Sem::TexA2d => Geo::A2,
            Sem::Tex3d => Geo::D3,
            Sem::TexCube => Geo::Cube,
            Sem::TexACube => Geo::ACube,
            _ => return None,
        })
    }
    fn from_u8(v: u8) -> Geo {
        [Geo::D1, Geo::A1, Geo::D2, Geo::A2, Geo::D3, Geo::Cube, Geo::ACube][v.min(6) as usize]
    }
    fn array(self) -> bool {
        matches!(self, Geo::A1 | Geo::A2 | Geo::ACube)
    }
    fn dim(self) -> Dim {
        match self {
            Geo::D1 | Geo::A1 => Dim::D1,
            Geo::D2 | Geo::A2 => Dim::D2,
            Geo::D3 => Dim::D3,
            Geo::Cube | Geo::ACube => Dim::Cube,
        }
    }
    /// Registers of coordinates (the layer included).
    fn coords(self) -> u16 {
        match self {
            Geo::D1 => 1,
            Geo::A1 | Geo::D2 => 2,
            Geo::A2 | Geo::D3 | Geo::Cube => 3,
            Geo::ACube => 4,
        }
    }
}

/// Texture and surface forms the machine does not run, with why (for the load error).
pub fn refused(code: crate::Code) -> Option<&'static str> {
    use crate::Code;
    Some(match code {
        Code::Tmml => "TMML (level-of-detail query) needs the quad's derivatives, which compute code does not define",
        Code::Txa => "TXA (coverage-sampled antialiasing read) belongs to the graphics pipeline",
        Code::Txd => "TXD: the layout of its gradient registers is not documented",
        Code::Sured => "SURED: its data type (signed or unsigned MIN/MAX, width) is not in the encoding as documented",
        Code::Suq => "SUQ: what its queries (RANK, PIXFMT, DIM, ...) return is not documented",
        Code::Sulea => "SULEA: the address it computes is not documented",
        Code::Sust_P => "SUST.P: the formatted store's conversion to the surface format is not documented for sm_20",
        _ => return None,
    })
}

/// Lowers TEX, TLD, TLD4 and TXQ (`kind`).
pub(super) fn lower(insn: &Insn, tags: &[Tag], kind: Sem, next: u64, end: u64) -> Result<Op, String> {
    let mut op = Op::new(kind);
    (op.next, op.end) = (next, end);
    let (tags, rest) = super::lower::split_guard(&mut op, tags, insn.operands())?;
    let mut geo = Geo::D1;
    let mut channel = 0;
    for t in tags {
        match (kind, t) {
            (Sem::Tex | Sem::Tld | Sem::Tld4, t) if Geo::of(t).is_some() => geo = Geo::of(t).unwrap_or(Geo::D1),
            (Sem::Tld4, Sem::GatherG) => channel = 1,
            (Sem::Tld4, Sem::GatherB) => channel = 2,
            (Sem::Tld4, Sem::GatherA) => channel = 3,
            (Sem::Txq, Sem::TxqDim) => {}
            (_, other) => return Err(format!("a modifier of {kind:?} the machine does not model ({other:?})")),
        }
    }
    let (d, c, t, s) = match (kind, rest) {
        (Sem::Tld, [Operand::Vec(d), Operand::Vec(c), Operand::Reg(t)]) => (d, Src::R(c.base.min(63) as u8), t, None),
        (Sem::Tex | Sem::Tld4, [Operand::Vec(d), Operand::Vec(c), Operand::Reg(t), Operand::Reg(s)]) => (d, Src::R(c.base.min(63) as u8), t, Some(s)),
        (Sem::Txq, [Operand::Vec(d), Operand::Reg(l), Operand::Reg(_), Operand::Reg(t), Operand::Reg(s)]) => (d, Src::R(l.num.min(63) as u8), t, Some(s)),
        (Sem::Tld, [_, _, _, Operand::Reg(_), ..]) => return Err("TLD with a sampler operand (a level, offsets or a second source) is not modelled".into()),
        _ => return Err(format!("{kind:?} with a second source vector (level of detail, bias, depth compare or offsets) is not modelled")),
    };
    if t.file != RegFile::T || s.is_some_and(|s| s.file != RegFile::S) {
        return Err(format!("the operands of {kind:?}"));
    }
    if kind != Sem::Txq {
        let want = geo.coords();
        let got = match rest.get(1) {
            Some(Operand::Vec(c)) => c.count,
            _ => 0,
        };
        if u16::from(got) != want {
            return Err(format!("{kind:?} {geo:?} with {got} coordinate registers (it takes {want})"));
        }
    }
    if kind == Sem::Tld && matches!(geo, Geo::Cube | Geo::ACube) {
        return Err("TLD from a cube texture is not modelled".into());
    }
    // Channels x.. written to consecutive registers: a mask with a gap is not modelled.
    let n = d.mask.count_ones() as u8;
    if u16::from(d.mask) != (1u16 << n) - 1 {
        return Err(format!("{kind:?}'s write mask {:#x} (with a gap) is not modelled", d.mask));
    }
    op.d = d.base.min(63) as u8;
    op.s[0] = c;
    op.imm = u32::from(t.num);
    op.target = s.map_or(0, |s| s.num as usize);
    op.size = n;
    op.bank = geo as u8;
    op.off = channel;
    Ok(op)
}

/// Runs a texture instruction: every lane's result is worked out before any register is written, so a
/// refused fetch stops the run with nothing written.
pub(super) fn exec(sim: &FermiSim, op: &Op, ctx: &mut Ctx<'_, Regs>, m: u32) -> Result<Flow, Fault> {
    let Src::R(c) = op.s[0] else { return Ok(Flow::Next) };
    let unbound = || {
        let lane = lanes(m).next().unwrap_or(0) as u32;
        Fault { space: b't', addr: op.imm as u64, size: 4, lane, write: false }
    };
    let geo = Geo::from_u8(op.bank);
    if let Some(Some(tex)) = sim.textures.get(op.imm as usize) {
        if op.kind == Sem::Tld && geo == Geo::D1 {
            return linear_fetch(tex, op, ctx, m, c);
        }
        return Ok(Flow::Refuse("a texture bound to linear memory is read only by 1D TLD (tex1Dfetch)"));
    }
    let Some(Some(bound)) = sim.images.get(op.imm as usize) else { return Err(unbound()) };
    let img = &bound.image;
    if op.kind != Sem::Txq && (geo.dim() != img.dim || geo.array() != img.array) {
        return Ok(Flow::Refuse("the instruction's geometry is not the bound texture's"));
    }
    if op.size > img.format.channels && matches!(op.kind, Sem::Tex | Sem::Tld) {
        return Ok(Flow::Refuse("more channels asked than the texture's format has (what they read is not documented)"));
    }
    let sampler = sim.samplers.get(op.target).copied().unwrap_or_default();
    let mut out = [[0u32; 4]; WARP];
    for l in lanes(m) {
        let reg = |k: u8| ctx.regs.get(c.saturating_add(k).min(63), l);
        let r = match op.kind {
            Sem::Tld => fetch(img, geo, &reg),
            Sem::Tex => sample(img, geo, sampler, &reg),
            Sem::Tld4 => gather(img, geo, sampler, op.off as usize, &reg),
            _ => query(img, op.size, reg(0)),
        };
        match r {
            Ok(v) => out[l] = v,
            Err(why) => return Ok(Flow::Refuse(why)),
        }
    }
    for l in lanes(m) {
        for k in 0..op.size {
            ctx.regs.set(op.d.saturating_add(k).min(63), l, out[l][k as usize]);
        }
    }
    ctx.traffic.global_read += u64::from(m.count_ones()) * 4 * u64::from(op.size);
    Ok(Flow::Next)
}

/// 1D TLD from linear memory: zeros outside, channels beyond the element's read zero (CUDA's
/// `tex1Dfetch`).
fn linear_fetch(tex: &Texture, op: &Op, ctx: &mut Ctx<'_, Regs>, m: u32, coord: u8) -> Result<Flow, Fault> {
    let n = op.size.min(tex.channels);
    for l in lanes(m) {
        let i = ctx.regs.get(coord, l) as i32;
        for k in 0..op.size {
            let v = if i >= 0 && (i as u64) < tex.count && k < n {
                // Wrapping: a binding the caller did not check faults at the load, not here.
                let a = tex.addr.wrapping_add(4 * (i as u64 * tex.channels as u64 + k as u64));
                ctx.traffic.global_read += 4;
                ctx.mem.global.load(a, 4, l as u32)? as u32
            } else {
                0
            };
            ctx.regs.set(op.d.saturating_add(k).min(63), l, v);
        }
    }
    Ok(Flow::Next)
}

/// The layer (arrays: the first register, unsigned) and the index of the first coordinate register.
fn layer(img: &Image, geo: Geo, reg: &dyn Fn(u8) -> u32) -> Result<(i64, u8), Refused> {
    if !geo.array() {
        return Ok((0, 0));
    }
    let per = if geo == Geo::ACube { 6 } else { 1 };
    let l = i64::from(reg(0));
    if (l + 1) * per > i64::from(img.layers) {
        return Err("an array layer beyond the texture's layers (what it reads is not documented)");
    }
    Ok((l * per, 1))
}

/// TLD: integer texel coordinates; outside the image is refused (sm_20's answer is not documented).
fn fetch(img: &Image, geo: Geo, reg: &dyn Fn(u8) -> u32) -> Result<[u32; 4], Refused> {
    let (layer, k) = layer(img, geo, reg)?;
    let at = |i: u8| i64::from(reg(k + i) as i32);
    let (x, y, z) = match geo.dim() {
        Dim::D1 => (at(0), 0, 0),
        Dim::D2 => (at(0), at(1), 0),
        _ => (at(0), at(1), at(2)),
    };
    img.texel(x, y, z, layer).ok_or("TLD outside the texture (sm_20's answer is not documented)")
}

/// The float coordinates and layer of a TEX or TLD4: cube directions become a face (a layer) and its
/// normalised (s, t) (OpenGL's major-axis rule).
fn coords(img: &Image, geo: Geo, reg: &dyn Fn(u8) -> u32) -> Result<([f32; 3], i64, bool), Refused> {
    let (layer, k) = layer(img, geo, reg)?;
    let f = |i: u8| f32::from_bits(reg(k + i));
    if geo.dim() != Dim::Cube {
        return Ok(([f(0), f(1), f(2)], layer, false));
    }
    let (face, st) = cube_face(f(0), f(1), f(2)).ok_or("a cube direction that is zero or not a number")?;
    Ok(([st[0], st[1], 0.0], layer + face, true))
}

/// OpenGL 4.6 table 8.19: the face of a direction (0..5: +X, -X, +Y, -Y, +Z, -Z) and its (s, t) in
/// [0, 1]: `s = (sc / |ma| + 1) / 2`, `t = (tc / |ma| + 1) / 2`. `None` for a zero or non-finite
/// direction, and for a tie between the largest magnitudes (the face is then not specified).
pub fn cube_face(x: f32, y: f32, z: f32) -> Option<(i64, [f32; 2])> {
    let (ax, ay, az) = (x.abs(), y.abs(), z.abs());
    if !(ax.is_finite() && ay.is_finite() && az.is_finite()) || (ax == 0.0 && ay == 0.0 && az == 0.0) {
        return None;
    }
    if (ax == ay && ax >= az) || (ax == az && ax >= ay) || (ay == az && ay >= ax) {
        return None;
    }
    let (face, sc, tc, ma) = if ax > ay && ax > az {
        if x > 0.0 { (0, -z, -y, ax) } else { (1, z, -y, ax) }
    } else if ay > az {
        if y > 0.0 { (2, x, z, ay) } else { (3, x, -z, ay) }
    } else if z > 0.0 {
        (4, x, -y, az)
    } else {
        (5, -x, -y, az)
    };
    let st = |c: f32| ((f64::from(c) / f64::from(ma) + 1.0) / 2.0) as f32;
    Some((face, [st(sc), st(tc)]))
}

/// The sizes of the image's axes a geometry samples.
fn sizes(img: &Image) -> [u32; 3] {
    [img.width, img.height, img.depth]
}

fn axes(img: &Image) -> usize {
    match img.dim {
        Dim::D1 => 1,
        Dim::D2 | Dim::Cube => 2,
        Dim::D3 => 3,
    }
}

/// TEX: point or linear sampling.
fn sample(img: &Image, geo: Geo, sampler: Sampler, reg: &dyn Fn(u8) -> u32) -> Result<[u32; 4], Refused> {
    let (x, layer, cube) = coords(img, geo, reg)?;
    // Cube faces: normalised (s, t), clamped to the face's edge.
    let sampler = if cube {
        if sampler.filter == Filter::Linear {
            return Err("linear filtering of a cube texture (across faces or not is not documented)");
        }
        Sampler { filter: Filter::Point, address: super::sampler::Address::Clamp, normalized: true }
    } else {
        sampler
    };
    sampler.check()?;
    let (n, size) = (axes(img), sizes(img));
    if sampler.filter == Filter::Linear {
        if !img.format.reads_float() {
            return Err("linear filtering of an integer format (CUDA filters only float reads)");
        }
        let mut idx = [[None; 2]; 3];
        let mut w = [0u32; 3];
        for a in 0..n {
            (idx[a], w[a]) = sampler.linear(x[a], size[a])?;
        }
        let mut out = [0u32; 4];
        for (ch, o) in out.iter_mut().enumerate().take(img.format.channels as usize) {
            let vals: Vec<f32> = (0..1usize << n)
                .map(|k| {
                    let at = |a: usize| if a < n { idx[a][k >> a & 1] } else { Some(0) };
                    match (at(0), at(1), at(2)) {
                        (Some(i), Some(j), Some(l)) => img.texel(i, j, l, layer).map_or(0.0, |t| f32::from_bits(t[ch])),
                        _ => 0.0,
                    }
                })
                .collect();
            *o = super::sampler::blend(&vals, &w[..n]).to_bits();
        }
        return Ok(out);
    }
    let mut i = [Some(0i64); 3];
    for a in 0..n {
        i[a] = sampler.point(x[a], size[a])?;
    }
    Ok(match i {
        [Some(x), Some(y), Some(z)] => img.texel(x, y, z, layer).unwrap_or([0; 4]),
        _ => [0; 4],
    })
}

/// TLD4: channel `ch` of the four texels linear filtering of a 2D coordinate would read, in OpenGL's
/// `textureGather` order: (i0, j1), (i1, j1), (i1, j0), (i0, j0); the border reads 0.
fn gather(img: &Image, geo: Geo, sampler: Sampler, ch: usize, reg: &dyn Fn(u8) -> u32) -> Result<[u32; 4], Refused> {
    if img.dim != Dim::D2 {
        return Err("TLD4 of a cube texture is not modelled");
    }
    if ch >= img.format.channels as usize {
        return Err("TLD4 of a channel the texture's format does not have (what it reads is not documented)");
    }
    sampler.check()?;
    let (x, layer, _) = coords(img, geo, reg)?;
    let ix = gather_axis(&sampler, x[0], img.width);
    let jy = gather_axis(&sampler, x[1], img.height);
    let t = |i: Option<i64>, j: Option<i64>| match (i, j) {
        (Some(i), Some(j)) => img.texel(i, j, 0, layer).map_or(0, |t| t[ch]),
        _ => 0,
    };
    Ok([t(ix[0], jy[1]), t(ix[1], jy[1]), t(ix[1], jy[0]), t(ix[0], jy[0])])
}

/// The two texel indices of an axis for a gather: `floor(u - 0.5)` and the next, through the address mode.
fn gather_axis(s: &Sampler, x: f32, n: u32) -> [Option<i64>; 2] {
    let u = if s.normalized { f64::from(x) * f64::from(n) } else { f64::from(x) };
    let i = if u.is_finite() { (u - 0.5).floor().clamp(-1e12, 1e12) as i64 } else if u > 0.0 { 1 << 40 } else { -(1 << 40) };
    [s.index(i, n), s.index(i + 1, n)]
}

/// TXQ DIMENSION at level `lod`: width, height, depth and the levels (1), as far as the texture has them;
/// asking an axis it does not have, or another level, is refused.
fn query(img: &Image, channels: u8, lod: u32) -> Result<[u32; 4], Refused> {
    if lod != 0 {
        return Err("TXQ of a level the texture does not have (bound textures have one level)");
    }
    let axes = match (img.dim, img.array) {
        (Dim::D1, false) => 1,
        (Dim::D2, false) => 2,
        (Dim::D3, false) => 3,
        _ => return Err("TXQ of an array or cube texture (where it answers the layers is not documented)"),
    };
    let v = [img.width, img.height, img.depth, 1];
    for k in 0..channels.min(3) as usize {
        if k >= axes {
            return Err("TXQ of an axis the texture does not have (its answer is not documented)");
        }
    }
    Ok(v)
}

/// What a loaded texture instruction needs of the bindings, checked before a run: its texture bound,
/// as the geometry it names, with the channels it reads; `Err` says what is missing.
pub fn check_binding(sim: &FermiSim, op: &Op) -> Result<(), String> {
    if !matches!(op.kind, Sem::Tld | Sem::Tex | Sem::Tld4 | Sem::Txq) {
        return Ok(());
    }
    let geo = Geo::from_u8(op.bank);
    let t = op.imm as usize;
    if let Some(Some(_)) = sim.textures.get(t) {
        return if op.kind == Sem::Tld && geo == Geo::D1 {
            Ok(())
        } else {
            Err(format!("reads texture {t:#x}, bound to linear memory, which only 1D TLD reads: bind an image (N=FILE...)"))
        };
    }
    let Some(Some(b)) = sim.images.get(t) else {
        return Err(format!("reads texture {t:#x}, which no --texture binds"));
    };
    let img = &b.image;
    if op.kind != Sem::Txq && (geo.dim() != img.dim || geo.array() != img.array) {
        return Err(format!("reads texture {t:#x} as {geo:?}, bound as {:?}{}", img.dim, if img.array { " array" } else { "" }));
    }
    if matches!(op.kind, Sem::Tex | Sem::Tld) && op.size > img.format.channels {
        return Err(format!("reads {} channels of texture {t:#x}, whose format {} has {}", op.size, img.format.name(), img.format.channels));
    }
    Ok(())
}
