//! Flow control: predicates, branches, the end flag, and the special group's instructions that only
//! schedule (phases, fences, emits, nops).

use super::operand::fv;
use super::{ExecErr, Next, State};
use crate::encoding::Item;
use crate::{flow, Insn};

/// The predicate's names by value for `insn`'s format (None: not predicated).
fn pred_names(insn: &Insn) -> Option<(u8, &'static [&'static str])> {
    insn.format().items.iter().find_map(|it| match it {
        Item::Pred(f, names) => Some((*f, *names)),
        _ => None,
    })
}

/// Whether `insn` runs: its predicate (`p0`, `!p1`, ...) holds.
pub fn predicate(st: &State, insn: &Insn) -> Result<bool, ExecErr> {
    let Some((f, names)) = pred_names(insn) else {
        return Ok(true);
    };
    let v = insn.format().field(f, insn.word) as usize;
    let name = names.get(v).copied().unwrap_or("?");
    let (neg, rest) = match name.strip_prefix('!') {
        Some(r) => (true, r),
        None => (false, name),
    };
    match rest {
        "" => Ok(true),
        "pn" => Err(ExecErr::Unsupported("the per-channel predicate pn".into())),
        _ => {
            let n: usize = rest
                .strip_prefix('p')
                .and_then(|d| d.parse().ok())
                .ok_or_else(|| ExecErr::Unsupported(format!("predicate {name}")))?;
            Ok(st.pred.get(n).copied().unwrap_or(false) != neg)
        }
    }
}

fn is_branch(insn: &Insn) -> bool {
    insn.format().name == "BR"
}

/// Whether the instruction ends the program: its `end` flag (a phase's is not the program's end).
pub fn end_of(insn: &Insn) -> Next {
    let name = insn.format().name;
    let vmov_end = name == "VMOV" && fv(insn, "end_or_src0_bank_ext") == 1;
    if vmov_end || (name != "PHAS" && flow::flow(insn).contains(gpuisa_core::Flow::EXIT)) {
        Next::End
    } else {
        Next::Fall
    }
}

/// The flow after an instruction whose predicate failed: a branch falls through; an end flag still
/// ends the program.
pub fn skipped(insn: &Insn) -> Next {
    if is_branch(insn) {
        Next::Fall
    } else {
        end_of(insn)
    }
}

/// The special group (and anything without a data path here).
pub fn special(st: &mut State, insn: &Insn, pc: usize) -> Result<Next, ExecErr> {
    match insn.format().name {
        "NOP" | "PHAS" | "IDF" | "WDF" | "EMIT" | "SMBO" => Ok(end_of(insn)),
        "SMLSI" => {
            // Register increments of repeats in SMLSI mode (signed 8-bit, or a swizzle when the
            // mode bit is set, which is not interpreted).
            for (k, (inc, mode)) in [
                ("dest_inc", "dest_inc_mode"),
                ("src0_inc", "src0_inc_mode"),
                ("src1_inc", "src1_inc_mode"),
                ("src2_inc", "src2_inc_mode"),
            ]
            .iter()
            .enumerate()
            {
                if fv(insn, mode) == 0 {
                    st.smlsi_inc[k] = fv(insn, inc) as u8 as i8 as i32;
                }
            }
            Ok(Next::Fall)
        }
        "BR" => {
            // A call: the link register keeps the next instruction's index. (The return, LAPC, has
            // no format in the description: its word decodes as SPEC and is refused.)
            if fv(insn, "save_link") == 1 {
                st.link = pc as u32 + 1;
            }
            let t = flow::target(insn, pc as u64 * 8).unwrap_or(0) / 8;
            Ok(Next::Jump(t as usize))
        }
        "KILL" => Ok(super::kill::kill(st)),
        "I8MAD2" => Err(ExecErr::Unsupported(
            "I8MAD2 (its fields are not documented beyond predicate and saturation)".into(),
        )),
        other => Err(ExecErr::Unsupported(format!("instruction format {other}"))),
    }
}
