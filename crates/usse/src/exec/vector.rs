//! The vector float formats: VMAD2 (group 0), V32NMAD/V16NMAD (groups 1, 2), VMAD and VDP (group 3),
//! VCOMP (group 6). Sources are read whole before the destination is written.

use super::alu_f32;
use super::operand::{decode, fv, Banks, Elem, Opnd};
use super::{ExecErr, State};
use crate::Insn;

/// Swizzle tables as text, four selectors an entry from `xyzw012h`, `?` undefined.
/// VMAD2's three-bit tables, per source.
const MAD2_SRC0: &str = "xxxx yyyy zzzz wwww xyzw yzxw xyww zwxy";
const MAD2_SRC1: &str = "xxxx yyyy zzzz wwww xyzw xyyz yyww wyzw";
const MAD2_SRC2: &str = "xxxx yyyy zzzz wwww xyzw xzww xxyz xyzz";

/// Entry `i` of a swizzle table.
pub fn table(t: &str, i: u64) -> Result<[u8; 4], ExecErr> {
    let e = t.split(' ').nth(i as usize).unwrap_or("????");
    let mut out = [0u8; 4];
    for (o, c) in out.iter_mut().zip(e.bytes()) {
        *o = match c {
            b'x' => 0,
            b'y' => 1,
            b'z' => 2,
            b'w' => 3,
            b'0' => 4,
            b'1' => 5,
            b'2' => 6,
            b'h' => 7,
            _ => return Err(ExecErr::Unsupported(format!("an undefined swizzle ({i})"))),
        };
    }
    Ok(out)
}

/// The vec3/vec4 swizzle of a 4-bit field and its extension bit (the encoding's table); an undefined
/// one is refused.
pub fn vec34(sw: u64, ext: bool, vec4: bool) -> Result<[u8; 4], ExecErr> {
    let s = crate::encoding::swizzle::vec34(sw, ext, vec4);
    if s.contains(&crate::encoding::swizzle::U) {
        return Err(ExecErr::Unsupported(format!("an undefined swizzle ({sw})")));
    }
    Ok(s)
}

/// The four selectors of a 12-bit swizzle (three bits a channel, x lowest).
pub fn swizzle12(v: u64) -> [u8; 4] {
    [0, 1, 2, 3].map(|i| ((v >> (3 * i)) & 7) as u8)
}

/// A source: operand, swizzle, negate, absolute.
struct Src {
    op: Opnd,
    sw: [u8; 4],
    neg: bool,
    abs: bool,
}

impl Src {
    fn get(&self, st: &State, c: usize, e: Elem) -> Result<f32, ExecErr> {
        Ok(alu_f32::modify(
            self.op.swizzled(st, self.sw[c & 3], e)?,
            self.neg,
            self.abs,
        ))
    }
    fn all(&self, st: &State, e: Elem) -> Result<[f32; 4], ExecErr> {
        Ok([
            self.get(st, 0, e)?,
            self.get(st, 1, e)?,
            self.get(st, 2, e)?,
            self.get(st, 3, e)?,
        ])
    }
}

/// A two-bit source modifier: 1 negate, 2 absolute, 3 both.
fn modifier(m: u64) -> (bool, bool) {
    (m & 1 != 0, m & 2 != 0)
}

/// Writes `vals[c]` to component c of `dest` for each bit c of `mask`.
fn store(st: &mut State, dest: Opnd, mask: u64, e: Elem, vals: &[f32; 4]) -> Result<(), ExecErr> {
    for (c, v) in vals.iter().enumerate() {
        if mask >> c & 1 == 1 {
            dest.set_comp(st, c, e, *v)?;
        }
    }
    Ok(())
}

/// VMAD2's write mask: f16 bits 0 and 2 each enable two halves, f32 only x and y exist; an internal
/// register takes the mask as it is.
pub fn mad2_mask(dest: Opnd, mask: u64, f16: bool) -> u64 {
    if matches!(dest, Opnd::Internal(_)) {
        mask
    } else if f16 {
        (if mask & 1 != 0 { 3 } else { 0 }) | (if mask & 4 != 0 { 12 } else { 0 })
    } else {
        mask & 3
    }
}

/// VMAD2: `dest = src0 * src1 + src2` with the format's three-bit swizzle tables.
pub fn vmad2(st: &mut State, i: &Insn, sec: bool) -> Result<(), ExecErr> {
    let f16 = fv(i, "dat_fmt") == 1;
    let e = if f16 { Elem::F16 } else { Elem::F32 };
    let dest = decode(i, "dest_bank", "", "dest_n", Banks::Vec, true, 7, sec)?;
    let (n1, a1) = modifier(fv(i, "src1_mod"));
    let (n2, a2) = modifier(fv(i, "src2_mod"));
    let s0 = Src {
        op: decode(i, "src0_bank", "", "src0_n", Banks::TempPa, true, 7, sec)?,
        sw: table(
            MAD2_SRC0,
            fv(i, "src0_swiz_bits01") | fv(i, "src0_swiz_bits2") << 2,
        )?,
        neg: false,
        abs: fv(i, "src0_abs") == 1,
    };
    let s1 = Src {
        op: decode(
            i,
            "src1_bank",
            "src1_bank_ext",
            "src1_n",
            Banks::Src,
            true,
            7,
            sec,
        )?,
        sw: table(
            MAD2_SRC1,
            fv(i, "src1_swiz_bits01") | fv(i, "src1_swiz_bit2") << 2,
        )?,
        neg: n1,
        abs: a1,
    };
    let s2 = Src {
        op: decode(
            i,
            "src2_bank",
            "src2_bank_ext",
            "src2_n",
            Banks::Src,
            true,
            7,
            sec,
        )?,
        sw: table(MAD2_SRC2, fv(i, "src2_swiz"))?,
        neg: n2,
        abs: a2,
    };
    let mask = mad2_mask(dest, fv(i, "dest_mask"), f16);
    let mut out = [0.0; 4];
    for (c, o) in out.iter_mut().enumerate() {
        if mask >> c & 1 == 1 {
            *o = alu_f32::mad(s0.get(st, c, e)?, s1.get(st, c, e)?, s2.get(st, c, e)?);
        }
    }
    store(st, dest, mask, e, &out)
}

/// V32NMAD / V16NMAD: the two-source operations and the four-component dot product.
pub fn vnmad(st: &mut State, i: &Insn, sec: bool) -> Result<(), ExecErr> {
    let e = if i.format().name == "V16NMAD" {
        Elem::F16
    } else {
        Elem::F32
    };
    let dest = decode(
        i,
        "dest_bank_sel",
        "dest_bank_ext",
        "dest_n",
        Banks::Dest,
        true,
        7,
        sec,
    )?;
    let (n1, a1) = modifier(fv(i, "src1_mod"));
    let sw1 = fv(i, "src1_swiz_0_6")
        | fv(i, "src1_swiz_7_8") << 7
        | fv(i, "src1_swiz_9") << 9
        | fv(i, "src1_swiz_10_11") << 10;
    let s1 = Src {
        op: decode(
            i,
            "src1_bank_sel",
            "src1_bank_ext",
            "src1_n",
            Banks::Src,
            true,
            7,
            sec,
        )?,
        sw: swizzle12(sw1),
        neg: n1,
        abs: a1,
    };
    let s2 = Src {
        op: decode(
            i,
            "src2_bank_sel",
            "src2_bank_ext",
            "src2_n",
            Banks::Src,
            true,
            7,
            sec,
        )?,
        sw: vec34(fv(i, "src2_swiz"), false, true)?,
        neg: false,
        abs: fv(i, "src2_mod") == 1,
    };
    let op = fv(i, "op2") as u8;
    let mask = fv(i, "dest_mask");
    let a = s1.all(st, e)?;
    let b = s2.all(st, e)?;
    let out = if op == 7 {
        [alu_f32::dot(&a, &b, 4); 4]
    } else if op == 3 || op == 4 {
        [0, 1, 2, 3].map(|c| alu_f32::derivative(op, &st.quad, c))
    } else {
        [0, 1, 2, 3].map(|c| alu_f32::binary(op, a[c], b[c]))
    };
    store(st, dest, mask, e, &out)
}

/// The two sources of a V32NMAD/V16NMAD derivative (dsx, dsy), as its lanes' values for a group.
pub fn vnmad_sources(st: &State, i: &Insn, sec: bool) -> Result<Option<[[f32; 4]; 2]>, ExecErr> {
    if !matches!(fv(i, "op2"), 3 | 4) {
        return Ok(None);
    }
    let e = if i.format().name == "V16NMAD" {
        Elem::F16
    } else {
        Elem::F32
    };
    let (n1, a1) = modifier(fv(i, "src1_mod"));
    let sw1 = fv(i, "src1_swiz_0_6")
        | fv(i, "src1_swiz_7_8") << 7
        | fv(i, "src1_swiz_9") << 9
        | fv(i, "src1_swiz_10_11") << 10;
    let s1 = Src {
        op: decode(
            i,
            "src1_bank_sel",
            "src1_bank_ext",
            "src1_n",
            Banks::Src,
            true,
            7,
            sec,
        )?,
        sw: swizzle12(sw1),
        neg: n1,
        abs: a1,
    };
    let s2 = Src {
        op: decode(
            i,
            "src2_bank_sel",
            "src2_bank_ext",
            "src2_n",
            Banks::Src,
            true,
            7,
            sec,
        )?,
        sw: vec34(fv(i, "src2_swiz"), false, true)?,
        neg: false,
        abs: fv(i, "src2_mod") == 1,
    };
    Ok(Some([s1.all(st, e)?, s2.all(st, e)?]))
}

/// The register offsets of repeat `k` for an operand, by repeat mode (0 external, 1 internal, 2 both,
/// 3 SMLSI): (words, internal registers).
fn repeat_offset(
    st: &State,
    mode: u64,
    k: usize,
    op: Opnd,
    gpi: bool,
    which: usize,
) -> (isize, isize) {
    let k = k as isize;
    let internal = matches!(op, Opnd::Internal(_));
    match mode {
        1 | 2 if internal => (0, k),
        _ if gpi => (0, 0),
        2 => (4 * k, 0),
        0 if !internal => (4 * k, 0),
        3 => {
            let inc = st.smlsi_inc[which] as isize * k;
            if internal {
                (0, inc)
            } else {
                (2 * inc, 0)
            }
        }
        _ => (0, 0),
    }
}

/// VMAD: `dest = gpi0 * src1 + gpi1` on three or four components, repeated.
pub fn vmad(st: &mut State, i: &Insn, sec: bool) -> Result<(), ExecErr> {
    let vec4 = fv(i, "opcode2") == 1;
    let dest = decode(
        i,
        "dest_bank",
        "dest_use_bank_ext",
        "dest_n",
        Banks::Dest,
        true,
        7,
        sec,
    )?;
    let src1 = decode(
        i,
        "src1_bank",
        "src1_bank_ext",
        "src1_n",
        Banks::Src,
        true,
        7,
        sec,
    )?;
    let g0 = Opnd::Internal(fv(i, "gpi0_n") as usize);
    let g1 = Opnd::Internal(fv(i, "gpi1_n") as usize);
    let sw0 = vec34(fv(i, "gpi0_swiz"), fv(i, "gpi0_swiz_ext") == 1, vec4)?;
    let sw1 = vec34(fv(i, "src1_swiz"), fv(i, "src1_swiz_ext") == 1, vec4)?;
    let sw2 = vec34(fv(i, "gpi1_swiz"), fv(i, "gpi1_swiz_ext") == 1, vec4)?;
    let mode = fv(i, "repeat_mode");
    let mask = fv(i, "write_mask");
    for k in 0..=fv(i, "repeat_count") as usize {
        let at = |op: Opnd, gpi: bool, which: usize| {
            let (w, n) = repeat_offset(st, mode, k, op, gpi, which);
            op.advance(w, n)
        };
        let a = Src {
            op: at(g0, true, 1),
            sw: sw0,
            neg: fv(i, "gpi0_neg") == 1,
            abs: fv(i, "gpi0_abs") == 1,
        };
        let b = Src {
            op: at(src1, false, 2),
            sw: sw1,
            neg: fv(i, "src1_neg") == 1,
            abs: fv(i, "src1_abs") == 1,
        };
        let c = Src {
            op: at(g1, true, 3),
            sw: sw2,
            neg: fv(i, "gpi1_neg") == 1,
            abs: fv(i, "gpi1_abs") == 1,
        };
        let d = at(dest, false, 0);
        let mut out = [0.0; 4];
        for (ch, o) in out.iter_mut().enumerate() {
            *o = alu_f32::mad(
                a.get(st, ch, Elem::F32)?,
                b.get(st, ch, Elem::F32)?,
                c.get(st, ch, Elem::F32)?,
            );
        }
        store(st, d, mask, Elem::F32, &out)?;
    }
    Ok(())
}

/// VDP: the dot product of three or four components of a source and an internal register, written to
/// each component of the mask; a repeat rotates the mask by one component.
pub fn vdp(st: &mut State, i: &Insn, sec: bool) -> Result<(), ExecErr> {
    let n = if fv(i, "opcode2") == 1 { 4 } else { 3 };
    let dest = decode(
        i,
        "dest_bank",
        "dest_use_bank_ext",
        "dest_n",
        Banks::Dest,
        true,
        7,
        sec,
    )?;
    let src1 = decode(
        i,
        "src1_bank",
        "src1_bank_ext",
        "src1_n",
        Banks::Src,
        true,
        7,
        sec,
    )?;
    let g0 = Opnd::Internal(fv(i, "gpi0_n") as usize);
    let sw1 = [
        fv(i, "src1_swiz_x"),
        fv(i, "src1_swiz_y"),
        fv(i, "src1_swiz_z"),
        fv(i, "src1_swiz_w"),
    ]
    .map(|v| v as u8);
    let sw0 = vec34(fv(i, "gpi0_swiz"), false, n == 4)?;
    let mode = fv(i, "repeat_mode");
    let mut mask = fv(i, "write_mask");
    for k in 0..=fv(i, "repeat_count") as usize {
        let at = |op: Opnd, gpi: bool, which: usize| {
            let (w, n) = repeat_offset(st, mode, k, op, gpi, which);
            op.advance(w, n)
        };
        let a = Src {
            op: at(src1, false, 2),
            sw: sw1,
            neg: fv(i, "src1_neg") == 1,
            abs: fv(i, "src1_abs") == 1,
        };
        let b = Src {
            op: at(g0, true, 1),
            sw: sw0,
            neg: false,
            abs: fv(i, "gpi0_abs") == 1,
        };
        let r = alu_f32::dot(&a.all(st, Elem::F32)?, &b.all(st, Elem::F32)?, n);
        store(st, dest, mask, Elem::F32, &[r; 4])?;
        mask = ((mask << 1) | (mask >> 3)) & 15;
    }
    Ok(())
}

/// VCOMP: rcp, rsq, log2 or exp2 of one source component, written to each component of the mask.
pub fn vcomp(st: &mut State, i: &Insn, sec: bool) -> Result<(), ExecErr> {
    let ty = |v: u64| match v {
        0 => Ok(Elem::F32),
        1 => Ok(Elem::F16),
        2 => Ok(Elem::Fx10),
        _ => Err(ExecErr::Unsupported("complex operation type 3".into())),
    };
    let (se, de) = (ty(fv(i, "src_type"))?, ty(fv(i, "dest_type"))?);
    let dest = decode(
        i,
        "dest_bank",
        "dest_bank_ext",
        "dest_n",
        Banks::Dest,
        true,
        8,
        sec,
    )?;
    let src = decode(
        i,
        "src1_bank",
        "src1_bank_ext",
        "src1_n",
        Banks::Src,
        true,
        8,
        sec,
    )?;
    let (neg, abs) = modifier(fv(i, "src1_mod"));
    let comp = fv(i, "src_comp") as usize;
    let op = fv(i, "op2") as u8;
    let mask = fv(i, "write_mask");
    for k in 0..=fv(i, "repeat_count") as usize {
        let s = src.advance(
            repeat_offset(st, 3, k, src, false, 2).0,
            repeat_offset(st, 3, k, src, false, 2).1,
        );
        let d = dest.advance(
            repeat_offset(st, 3, k, dest, false, 0).0,
            repeat_offset(st, 3, k, dest, false, 0).1,
        );
        let v = alu_f32::complex(op, alu_f32::modify(s.comp(st, comp, se)?, neg, abs));
        store(st, d, mask, de, &[v; 4])?;
    }
    Ok(())
}
