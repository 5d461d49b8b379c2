//! DEPTHF: replaces the fragment's depth with the f32 in src0 (x of its register). src0 counts 64-bit
//! units as in the vector formats (Vita3K's reading; every corpus DEPTHF names r0, where both readings
//! agree). src1, src2, `two_sided` and `feedback` are not read: no document says what they do to the
//! depth written.

use super::operand::{decode, Banks};
use super::{ExecErr, State};
use crate::Insn;

pub fn depthf(st: &mut State, i: &Insn, sec: bool) -> Result<(), ExecErr> {
    let src0 = decode(
        i,
        "src0_bank",
        "src0_bank_ext",
        "src0_n",
        Banks::Src0,
        true,
        8,
        sec,
    )?;
    st.depth = Some(f32::from_bits(src0.word(st, 0)?));
    Ok(())
}
