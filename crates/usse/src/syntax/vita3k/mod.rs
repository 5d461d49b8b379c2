//! The text Vita3K's shader recompiler logs for each instruction (`LOG_DISASM`), e.g.
//! `VMAD i1.xyzw i0.zzzz sa8.xyzw i1.xyzw` or `!p0 CMP.lt.f32 p0 i1.x r2.x`.
//!
//! The rules are Vita3K's, learned from its translator and checked against its dumps; the code is
//! ours and reads the fields of our format description. Vita3K's text depends on more than the word
//! in three ways, given by [`Ctx`]: a secondary program's registers all print as `sa`; an instruction
//! with a repeat count prints one line per repeat, registers advanced by the repeat; and the last
//! `SMLSI` sets those advances. Words Vita3K prints nothing for (branches, operations it rejects)
//! print as `.dword 0x...` so that the text still assembles to the word.

mod data;
mod operand;
mod parse;
pub(crate) mod vector;

pub use parse::parse;

use crate::encoding::FORMATS;
use crate::Insn;

/// How far a repeated operand advances: by `n` per repeat, or by a 2-bit swizzle of advances.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Inc {
    Step(i8),
    Swizzle([u8; 4]),
}

/// What Vita3K's text depends on beyond the word.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ctx {
    /// The word belongs to a secondary program: Vita3K prints its registers (but internal registers,
    /// constants and immediates) as `sa`.
    pub secondary: bool,
    /// Which repeat this line is (0 for the first; see [`lines`]).
    pub repeat: u8,
    /// The advances of src0, src1, src2 and dest per repeat, as the last `SMLSI` set them.
    pub inc: [Inc; 4],
}

impl Default for Ctx {
    fn default() -> Ctx {
        Ctx {
            secondary: false,
            repeat: 0,
            inc: [Inc::Step(1); 4],
        }
    }
}

impl Ctx {
    /// Takes in an `SMLSI` word's increments (other words leave the context as it is).
    pub fn update(&mut self, insn: &Insn) {
        if group31(insn.word) != Special::Smlsi {
            return;
        }
        let names = [
            ("src0_inc_mode", "src0_inc"),
            ("src1_inc_mode", "src1_inc"),
            ("src2_inc_mode", "src2_inc"),
            ("dest_inc_mode", "dest_inc"),
        ];
        for (k, (mode, inc)) in names.iter().enumerate() {
            let v = fv(insn, inc);
            self.inc[k] = if fv(insn, mode) != 0 {
                Inc::Swizzle([0, 1, 2, 3].map(|i| (v >> (2 * i) & 3) as u8))
            } else {
                Inc::Step(v as u8 as i8)
            };
        }
    }
    /// How many registers an operand advances at this repeat (Vita3K's `get_repeat_offset`): by
    /// repeat `mode` (the field of VMAD and VDP; the others use [`SMLSI`]), operand slot `k` (0..2
    /// sources, 3 dest), whether it is a GPI operand, and the instruction's multiplier for the slot.
    pub(crate) fn offset(
        &self,
        mode: u64,
        k: usize,
        op: &operand::Opnd,
        gpi: bool,
        mult: i32,
    ) -> i32 {
        let r = self.repeat as i32;
        let internal = op.bank == operand::Bank::Internal;
        match mode {
            INTERNAL if internal => r,
            _ if gpi => 0,
            BOTH => {
                if internal {
                    r
                } else {
                    r * 4
                }
            }
            EXTERNAL if !internal => r * 4,
            SMLSI => {
                let inc = match self.inc[k] {
                    Inc::Step(s) => r * s as i32,
                    Inc::Swizzle(s) => s[(r as usize).min(3)] as i32,
                };
                // Only the register-file banks advance in multiples.
                let file = matches!(
                    op.bank,
                    operand::Bank::Temp
                        | operand::Bank::Primary
                        | operand::Bank::Output
                        | operand::Bank::Secondary
                );
                if file {
                    inc * mult
                } else {
                    inc
                }
            }
            _ => 0,
        }
    }
}

/// Repeat modes by field value (learned from the dumps: 0 advances non-internal operands by 4 per
/// repeat, 3 follows the `SMLSI` increments).
pub(crate) const EXTERNAL: u64 = 0;
pub(crate) const INTERNAL: u64 = 1;
pub(crate) const BOTH: u64 = 2;
pub(crate) const SMLSI: u64 = 3;

/// The value of field `name` (0 when the format has none).
pub(crate) fn fv(insn: &Insn, name: &str) -> u64 {
    insn.field(name).unwrap_or(0)
}

/// Vita3K's extended predicate prefix (`ExtPredicate`).
pub(crate) const PRED_EXT: [&str; 8] = ["", "p0 ", "p1 ", "p2 ", "p3 ", "!p0 ", "!p1 ", "pN "];
/// Vector formats' predicate (`ExtVecPredicate`, converted to an `ExtPredicate` for printing; `!p2`
/// has no such value and prints as Vita3K's invalid predicate).
pub(crate) const PRED_VEC: [&str; 8] = ["", "p0 ", "p1 ", "p2 ", "!p0 ", "!p1 ", "invalid", "pN "];
pub(crate) const PRED_SHORT: [&str; 4] = ["", "p0 ", "p1 ", "!p0 "];

/// Appends Vita3K's text of `insn` as the first (or only) line it prints, in a primary program,
/// with no `SMLSI` before it.
pub fn format(insn: &Insn, out: &mut String) {
    format_ctx(insn, &Ctx::default(), out)
}

/// Appends Vita3K's text of `insn` in context `ctx`.
pub fn format_ctx(insn: &Insn, ctx: &Ctx, out: &mut String) {
    let start = out.len();
    let printed = match FORMATS[insn.format as usize].name {
        "VMAD2" => vector::vmad2(insn, ctx, out),
        "V32NMAD" | "V16NMAD" => vector::nmad(insn, ctx, out),
        "VMAD" => vector::vmad(insn, ctx, out),
        "VDP" => vector::vdp(insn, ctx, out),
        "VDUAL3" | "VDUAL4" => vector::vdual(insn, ctx, out),
        "VCOMP" => vector::vcomp(insn, ctx, out),
        "VMOV" | "VMOVC" => data::vmov(insn, ctx, out),
        "VPCK" => data::vpck(insn, ctx, out),
        "VTST" => data::vtst(insn, ctx, out, false),
        "VTSTMSK" => data::vtst(insn, ctx, out, true),
        "VBW" => data::vbw(insn, ctx, out),
        "SOP2M" => data::sop2m(insn, ctx, out),
        "I32MAD" => data::i32mad(insn, ctx, out),
        "I32MAD2" => data::i32mad2(insn, ctx, out),
        "SMP" => data::smp(insn, ctx, out),
        "VLD" | "VST" => data::ldst(insn, ctx, out),
        _ if insn.word >> 59 == 31 => special(insn, ctx, out),
        _ => false,
    };
    if !printed {
        out.truncate(start);
        out.push_str(".dword ");
        crate::syntax::hex(out, insn.word);
    }
}

/// How many lines Vita3K prints for `insn`: one per repeat (two per repeat for `SOP2M`, whose colour
/// and alpha operations print apart).
pub fn lines(insn: &Insn) -> u32 {
    let f = &FORMATS[insn.format as usize];
    match f.name {
        "SOP2M" => 2,
        "VMAD" | "VDP" | "VCOMP" | "VMOV" | "VMOVC" | "VPCK" | "VBW" => {
            fv(insn, "repeat_count") as u32 + 1
        }
        _ => 1,
    }
}

/// The special group's instructions in Vita3K's match order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Special {
    Depthf,
    Phas,
    Nop,
    Branch,
    Smlsi,
    Kill,
    Limm,
    Spec,
    Other,
}

fn group31(w: u64) -> Special {
    if w >> 59 != 31 {
        return Special::Other;
    }
    let op2 = w >> 56 & 7;
    let cat = w >> 52 & 3;
    if op2 == 3 && cat == 3 {
        Special::Depthf
    } else if op2 == 2 && w >> 52 & 7 == 4 {
        Special::Phas
    } else if w >> 52 & 7 == 0 && w >> 38 & 7 == 5 {
        Special::Nop
    } else if w >> 52 & 7 == 0 && w >> 39 & 3 == 0 {
        Special::Branch
    } else if op2 == 2 && cat == 1 {
        Special::Smlsi
    } else if op2 == 1 && cat == 3 && w >> 43 & 0x1ff == 0 && w >> 28 & 0x1fff == 0x6f {
        Special::Kill
    } else if op2 == 4 && cat == 2 {
        Special::Limm
    } else {
        Special::Spec
    }
}

fn special(insn: &Insn, ctx: &Ctx, out: &mut String) -> bool {
    let w = insn.word;
    match group31(w) {
        Special::Phas => out.push_str("PHAS"),
        Special::Nop => out.push_str("NOP"),
        // Vita3K turns branches into control flow and prints nothing for them.
        Special::Branch | Special::Other => return false,
        Special::Smlsi => {
            out.push_str("SMLSI ");
            let mut c = Ctx::default();
            c.update(insn);
            // Printed dest first, then the sources.
            for k in [3, 0, 1, 2] {
                match c.inc[k] {
                    Inc::Step(s) => {
                        out.push_str(" inc.");
                        if s < 0 {
                            out.push('-');
                        }
                        crate::syntax::dec(out, s.unsigned_abs() as u64);
                        out.push(' ');
                    }
                    Inc::Swizzle(s) => {
                        out.push_str("swizz.(");
                        for v in s {
                            out.push((b'0' + v) as char);
                        }
                        out.push_str(") ");
                    }
                }
            }
        }
        Special::Kill => {
            out.push_str("KILL ");
            out.push_str(PRED_SHORT[(w >> 41 & 3) as usize]);
        }
        Special::Limm => return data::limm(insn, ctx, out),
        Special::Depthf => return data::depthf(insn, ctx, out),
        Special::Spec => {
            out.push_str("SPEC category: ");
            crate::syntax::dec(out, w >> 52 & 3);
            out.push_str(if w >> 54 & 1 != 0 {
                ", special: true"
            } else {
                ", special: false"
            });
        }
    }
    true
}
