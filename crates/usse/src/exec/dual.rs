//! The dual-issue formats (VDUAL3, VDUAL4): a primary and a secondary operation in one word, both
//! reading their sources before either writes. What the word's fields mean (operations, destinations,
//! masks, source slots and swizzles) is [`crate::encoding::dual`]'s reading, shared with the text.

use super::alu_f32;
use super::operand::{from_bank, Elem, Opnd};
use super::{ExecErr, State};
use crate::encoding::dual::{self, Op, Reg};
use crate::Insn;

/// The operand a dual register is, in a primary or secondary (`sec`) program.
fn opnd(r: Reg, sec: bool) -> Result<Opnd, ExecErr> {
    match r {
        Reg::Internal(k) => Ok(Opnd::Internal(k as usize & 3)),
        Reg::Unified { bank, field, pair } => from_bank(bank, field as usize, pair, if pair { 8 } else { 7 }, sec),
    }
}

/// VDUAL3 and VDUAL4: both operations, sources read before either result is written.
pub fn vdual(st: &mut State, i: &Insn, sec: bool) -> Result<(), ExecErr> {
    let word = dual::Word::new(i.format(), i.word)
        .ok_or_else(|| ExecErr::Unsupported(format!("{} is not a dual-issue format", i.format().name)))?;
    let d = dual::decode(&word).map_err(|b| ExecErr::Unsupported(b.to_string()))?;
    let vec4 = word.vec4;
    let e = if d.f16 { Elem::F16 } else { Elem::F32 };
    let [h1, h2] = &d.halves;
    let bad = || ExecErr::Unsupported(format!("dual-issue source layout {} of {:?} + {:?}", d.cfg, h1.op, h2.op));
    let (d1, d2) = (opnd(h1.dest, sec)?, opnd(h2.dest, sec)?);
    let compute = |h: &dual::Half| -> Result<[f32; 4], ExecErr> {
        let srcs = h.srcs.iter().map(|s| Ok((opnd(s.reg, sec)?, s))).collect::<Result<Vec<_>, ExecErr>>()?;
        let read = |k: usize, c: usize| -> Result<f32, ExecErr> {
            let (r, s) = srcs.get(k).ok_or_else(bad)?;
            let v = r.swizzled(st, s.sw[c], e)?;
            Ok(alu_f32::modify(v, s.neg, s.abs))
        };
        let (op, mask) = (h.op, h.mask);
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
    let r1 = compute(h1)?;
    let r2 = compute(h2)?;
    for (d, m, r) in [(d1, h1.mask, r1), (d2, h2.mask, r2)] {
        for (c, v) in r.iter().enumerate() {
            if m >> c & 1 == 1 {
                d.set_comp(st, c, e, *v)?;
            }
        }
    }
    Ok(())
}
