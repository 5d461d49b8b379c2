//! VLD / VST: loads and stores of the memory image (`State::set_memory`).
//!
//! Vita3K's reading (`data.cpp`, `vldst`), unverified: the address is src0 + src1 (+ src2 for a
//! load), an immediate src1 counting elements of the data size; a load fetches `mask_count` + 1
//! elements into consecutive destination registers (r or pa by `dest_bank_primattr`; sa in a
//! secondary program); a store writes src2 (and the registers after it, one an element) at
//! consecutive addresses. Only 32-bit elements are interpreted (8- and 16-bit loads would need a
//! sign or zero extension no document gives). Refused with their names: the `l` and `t` address
//! modes, register offsets (Vita3K subtracts an unexplained 0x10000 from them), `range_enable`. Vita3K
//! also adds 4 to the address when `moe_expand` is 0, a guess it marks as unproven; that is not done
//! here. An address outside the image stops the run with the address.

use super::operand::{fv, reg, Banks, Opnd};
use super::{ExecErr, State};
use crate::Insn;

fn check(i: &Insn) -> Result<(), ExecErr> {
    let what = |w: &str| Err(ExecErr::Unsupported(format!("{} {w}", i.format().name)));
    match fv(i, "addr_mode") {
        0 => {}
        1 => return what("local address mode (l)"),
        2 => return what("tiled address mode (t)"),
        _ => return what("address mode 3"),
    }
    if fv(i, "data_type") != 0 {
        return what("of 8- or 16-bit elements");
    }
    if fv(i, "range_enable") != 0 {
        return what("with range checking");
    }
    Ok(())
}

/// The element address: src0 + src1 (+ src2), offsets immediate.
fn address(st: &State, i: &Insn, sec: bool, with_src2: bool) -> Result<u32, ExecErr> {
    let s0 = reg(i, "src0_bank", "src0_bank_ext", "src0_n", Banks::Src0, sec)?;
    let s1 = reg(i, "src1_bank", "src1_bank_ext", "src1_n", Banks::Src, sec)?;
    let Opnd::Imm(off1) = s1 else {
        return Err(ExecErr::Unsupported(format!(
            "{} with a register offset",
            i.format().name
        )));
    };
    let mut a = s0.word(st, 0)?.wrapping_add(off1.wrapping_mul(4));
    if with_src2 {
        let s2 = reg(i, "src2_bank", "src2_bank_ext", "src2_n", Banks::Src, sec)?;
        let Opnd::Imm(off2) = s2 else {
            return Err(ExecErr::Unsupported("VLD with a register offset".into()));
        };
        a = a.wrapping_add(off2);
    }
    Ok(a)
}

/// The image's byte range of the word at `a`.
fn span(st: &State, a: u32) -> Result<std::ops::Range<usize>, ExecErr> {
    let off = a.wrapping_sub(st.mem_base) as usize;
    if a < st.mem_base || off.checked_add(4).is_none_or(|e| e > st.mem.len()) {
        return Err(ExecErr::Memory(a));
    }
    Ok(off..off + 4)
}

pub fn vld(st: &mut State, i: &Insn, sec: bool) -> Result<(), ExecErr> {
    check(i)?;
    let dest = reg(i, "dest_bank_primattr", "", "dest_n", Banks::TempPa, sec)?;
    let a = address(st, i, sec, true)?;
    for k in 0..=fv(i, "mask_count") as u32 {
        let r = span(st, a.wrapping_add(4 * k))?;
        let w = u32::from_le_bytes(st.mem[r].try_into().unwrap_or([0; 4]));
        dest.advance(k as isize, 0).set_word(st, 0, w)?;
    }
    Ok(())
}

pub fn vst(st: &mut State, i: &Insn, sec: bool) -> Result<(), ExecErr> {
    check(i)?;
    let src = reg(i, "src2_bank", "src2_bank_ext", "src2_n", Banks::Src, sec)?;
    let a = address(st, i, sec, false)?;
    for k in 0..=fv(i, "mask_count") as u32 {
        let r = span(st, a.wrapping_add(4 * k))?;
        let w = src.advance(k as isize, 0).word(st, 0)?;
        std::sync::Arc::make_mut(&mut st.mem)[r].copy_from_slice(&w.to_le_bytes());
    }
    Ok(())
}
