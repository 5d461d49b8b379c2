//! The dual-issue formats (VDUAL3, VDUAL4): a primary and a secondary operation in one word, both
//! reading their sources before either writes. One destination is the unified register
//! (`prim_dest_bank`/`prim_dest_num`), the other an internal register (`prim_dest_num_gpi_case`);
//! `prim_ustore` says which operation writes the unified one. The sources come from the unified
//! store slot and the internal slots gpi0-gpi2 in an order set by `src_config` and the two
//! operations' source counts. Layouts, operations, swizzles and write masks follow Vita3K's reading
//! (`vita3k/shader/src/translator/alu.cpp`, `vdual`); no console result covers them.

use super::alu_f32;
use super::operand::{from_bank, fv, Elem, Opnd};
use super::{ExecErr, State};
use crate::encoding::swizzle::{W, X, Y, Z};
use crate::encoding::{SRC_BANKS, VEC_BANKS};
use crate::Insn;

/// A dual operation: what it computes, its source count, whether it reads (and writes) vectors.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Op {
    Vmad,
    Vdp,
    Vssq,
    Vmul,
    Vadd,
    Vmov,
    Rsq,
    Rcp,
    Fmad,
    Fadd,
    Fmul,
    Fsubflr,
    Exp,
    Log,
}

impl Op {
    fn of(code: u64, secondary: bool) -> Result<Op, ExecErr> {
        use Op::*;
        Ok(match code {
            0 if !secondary => Vmad,
            1 => Vdp,
            2 => Vssq,
            3 => Vmul,
            4 => Vadd,
            5 => Vmov,
            6 => Rsq,
            7 => Rcp,
            8 => Fmad,
            9 => Fadd,
            10 => Fmul,
            11 => Fsubflr,
            12 => Exp,
            13 => Log,
            _ => {
                return Err(ExecErr::Unsupported(format!(
                    "dual-issue {} operation {code}",
                    if secondary { "secondary" } else { "primary" }
                )))
            }
        })
    }
    fn srcs(self) -> usize {
        use Op::*;
        match self {
            Vmad | Fmad => 3,
            Vdp | Vmul | Vadd | Fadd | Fmul | Fsubflr => 2,
            _ => 1,
        }
    }
    fn vector_load(self) -> bool {
        use Op::*;
        matches!(self, Vmad | Vdp | Vssq | Vmul | Vadd | Vmov)
    }
    fn vector_store(self) -> bool {
        use Op::*;
        matches!(self, Vmad | Vmul | Vadd | Vmov)
    }
}

/// Where a source comes from.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Src {
    Gpi0,
    Gpi1,
    Gpi2,
    Unified,
}

/// The primary operation's sources by its source count and `src_config`.
fn layout1(n: usize, cfg: u64) -> Option<&'static [Src]> {
    use Src::*;
    Some(match (n, cfg) {
        (1, 0) => &[Unified],
        (1, 1) => &[Gpi0],
        (1, 2) => &[Gpi1],
        (1, 3) => &[Gpi2],
        (2, 0) => &[Unified, Gpi1],
        (2, 1) => &[Gpi0, Unified],
        (2, 2) => &[Gpi0, Gpi1],
        (3, 0) => &[Unified, Gpi1, Gpi2],
        (3, 1) => &[Gpi0, Unified, Gpi2],
        (3, 2) => &[Gpi0, Gpi1, Unified],
        (3, 3) => &[Gpi0, Gpi1, Gpi2],
        _ => return None,
    })
}

/// The secondary operation's sources by both source counts and `src_config`.
fn layout2(n1: usize, n2: usize, cfg: u64) -> Option<&'static [Src]> {
    use Src::*;
    Some(match (n1, n2, cfg) {
        (1, 1, 0) => &[Gpi0],
        (1, 1, _) => &[Unified],
        (1, 2, 0) => &[Gpi0, Gpi1],
        (1, 2, 1) => &[Unified, Gpi1],
        (1, 2, 2) => &[Gpi0, Unified],
        (1, 2, _) => &[Gpi1, Unified],
        (1, 3, 0) => &[Gpi0, Gpi1, Gpi2],
        (1, 3, 1) => &[Unified, Gpi1, Gpi2],
        (1, 3, 2) => &[Gpi0, Unified, Gpi2],
        (1, 3, _) => &[Gpi0, Unified, Gpi1],
        (2, 1, 0) => &[Gpi0],
        (2, 1, 1) => &[Gpi1],
        (2, 1, 2) => &[Unified],
        (2, 2, 0) => &[Gpi0, Gpi2],
        (2, 2, 1) => &[Gpi1, Gpi2],
        (2, 2, 2) => &[Gpi2, Unified],
        (3, 1, 0) => &[Gpi0],
        (3, 1, 1) => &[Gpi1],
        (3, 1, 2) => &[Gpi2],
        (3, 1, 3) => &[Unified],
        _ => return None,
    })
}

/// The dual swizzle `sw` (extended by `ext`) of a three- or four-component instruction.
fn swizzle(sw: u64, ext: bool, vec4: bool) -> Result<[u8; 4], ExecErr> {
    let s = crate::encoding::swizzle::dual(sw, ext, vec4);
    if s.contains(&crate::encoding::swizzle::U) {
        return Err(ExecErr::Unsupported(format!(
            "dual-issue swizzle {sw} (extended)"
        )));
    }
    Ok(s)
}

/// A source: its register, swizzle and modifiers.
struct Source {
    reg: Opnd,
    sw: [u8; 4],
    neg: bool,
    abs: bool,
}

/// VDUAL3 and VDUAL4: both operations, sources read before either result is written.
pub fn vdual(st: &mut State, i: &Insn, sec: bool) -> Result<(), ExecErr> {
    let vec4 = i.format().name == "VDUAL4";
    let e = if fv(i, "type_f16") == 1 {
        Elem::F16
    } else {
        Elem::F32
    };
    // VDUAL3's dual_op1 carries its extension bit; VDUAL4 has 8 primary operations.
    let op1 = Op::of(fv(i, "dual_op1"), false)?;
    let op2 = Op::of(fv(i, "dual_op2"), true)?;
    let prim_ustore = fv(i, "prim_ustore") == 1;
    let cfg = fv(i, "src_config");
    let n1 = op1.srcs();
    let bad = || {
        ExecErr::Unsupported(format!(
            "dual-issue source layout {cfg} of {op1:?} + {op2:?}"
        ))
    };
    let l1 = layout1(n1, cfg).ok_or_else(bad)?;
    let l2 = layout2(n1, op2.srcs(), cfg).ok_or_else(bad)?;
    let bit1 = fv(i, "gpi2_slot_num_bit_1");
    let bit0 = fv(i, "gpi2_slot_num_bit_0_or_unified_store_abs");
    let source = |s: Src, op: Op| -> Result<Source, ExecErr> {
        Ok(match s {
            Src::Unified => {
                let vl = op.vector_load();
                let bank = SRC_BANKS[fv(i, "unified_store_slot_bank") as usize & 3];
                let reg = from_bank(
                    bank,
                    fv(i, "unified_store_slot_num") as usize,
                    vl,
                    if vl { 8 } else { 7 },
                    sec,
                )?;
                Source {
                    reg,
                    sw: swizzle(fv(i, "unified_store_swizz"), n1 < 2 && bit1 == 1, vec4)?,
                    neg: fv(i, "unified_store_neg") == 1,
                    abs: n1 < 2 && bit0 == 1,
                }
            }
            Src::Gpi0 => Source {
                reg: Opnd::Internal(fv(i, "gpi0_slot_num") as usize & 3),
                sw: swizzle(fv(i, "gpi0_swizz"), false, vec4)?,
                neg: false,
                abs: false,
            },
            Src::Gpi1 => Source {
                reg: Opnd::Internal(fv(i, "gpi1_slot_num") as usize & 3),
                sw: swizzle(fv(i, "gpi1_swizz"), fv(i, "gpi1_swizz_ext") == 1, vec4)?,
                neg: fv(i, "gpi1_neg") == 1,
                abs: false,
            },
            Src::Gpi2 => Source {
                reg: Opnd::Internal(if n1 >= 2 {
                    (bit1 << 1 | bit0) as usize
                } else {
                    2
                }),
                sw: [X, Y, Z, W],
                neg: false,
                abs: false,
            },
        })
    };
    // The destinations and their write masks.
    let unified_vec = if prim_ustore {
        op1.vector_store()
    } else {
        op2.vector_store()
    };
    let unified = from_bank(
        VEC_BANKS[fv(i, "prim_dest_bank") as usize & 3],
        fv(i, "prim_dest_num") as usize,
        unified_vec,
        if unified_vec { 8 } else { 7 },
        sec,
    )?;
    let internal = Opnd::Internal(fv(i, "prim_dest_num_gpi_case") as usize & 3);
    let fixed = fv(i, "write_mask_non_gpi") | ((vec4 && fv(i, "has_w") == 1) as u64 * 8);
    let f16 = e == Elem::F16;
    let own_mask = |op: Op, dest: Opnd| -> u64 {
        if matches!(dest, Opnd::Internal(_)) {
            if vec4 {
                0b1111
            } else {
                0b0111
            }
        } else if op.vector_store() {
            if f16 {
                0b1111
            } else {
                0b0011
            }
        } else if f16 {
            0b0011
        } else {
            0b0001
        }
    };
    let (d1, d2) = if prim_ustore {
        (unified, internal)
    } else {
        (internal, unified)
    };
    let (m1, m2) = if prim_ustore {
        (own_mask(op1, d1), fixed)
    } else {
        (fixed, own_mask(op2, d2))
    };
    let compute = |op: Op, layout: &[Src], mask: u64| -> Result<[f32; 4], ExecErr> {
        let srcs = layout
            .iter()
            .map(|&s| source(s, op))
            .collect::<Result<Vec<_>, _>>()?;
        let read = |k: usize, c: usize| -> Result<f32, ExecErr> {
            let s = srcs.get(k).ok_or_else(bad)?;
            let v = s.reg.swizzled(st, s.sw[c], e)?;
            Ok(alu_f32::modify(v, s.neg, s.abs))
        };
        let mut out = [0.0f32; 4];
        match op {
            Op::Vdp | Op::Vssq => {
                let n = if vec4 { 4 } else { 3 };
                let mut a = [0.0f32; 4];
                let mut b = [0.0f32; 4];
                for c in 0..n {
                    a[c] = read(0, c)?;
                    b[c] = if op == Op::Vssq { a[c] } else { read(1, c)? };
                }
                out = [alu_f32::dot(&a, &b, n); 4];
            }
            Op::Vmad | Op::Vmul | Op::Vadd | Op::Vmov => {
                for (c, o) in out.iter_mut().enumerate() {
                    if mask >> c & 1 == 0 {
                        continue;
                    }
                    *o = match op {
                        Op::Vmad => alu_f32::mad(read(0, c)?, read(1, c)?, read(2, c)?),
                        Op::Vmul => read(0, c)? * read(1, c)?,
                        Op::Vadd => read(0, c)? + read(1, c)?,
                        _ => read(0, c)?,
                    };
                }
            }
            _ => {
                let v = match op {
                    Op::Rsq => alu_f32::complex(1, read(0, 0)?),
                    Op::Rcp => alu_f32::complex(0, read(0, 0)?),
                    Op::Log => alu_f32::complex(2, read(0, 0)?),
                    Op::Exp => alu_f32::complex(3, read(0, 0)?),
                    Op::Fmad => alu_f32::mad(read(0, 0)?, read(1, 0)?, read(2, 0)?),
                    Op::Fadd => read(0, 0)? + read(1, 0)?,
                    Op::Fmul => read(0, 0)? * read(1, 0)?,
                    _ => read(0, 0)? - read(1, 0)?.floor(),
                };
                out = [v; 4];
            }
        }
        Ok(out)
    };
    let r1 = compute(op1, l1, m1)?;
    let r2 = compute(op2, l2, m2)?;
    for (d, m, r) in [(d1, m1, r1), (d2, m2, r2)] {
        for (c, v) in r.iter().enumerate() {
            if m >> c & 1 == 1 {
                d.set_comp(st, c, e, *v)?;
            }
        }
    }
    Ok(())
}
