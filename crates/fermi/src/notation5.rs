//! NVIDIA's notation as CUDA 5 and later print sm_20 code (`cuobjdump -sass`, `nvdisasm`):
//! `MOV R1, c[0x1][0x100];`, `S2R R0, SR_CTAID.X;`, `ISETP.GE.AND P0, PT, R0, R1, PT;`, `EXIT ;`. It is
//! [`Nvidia`]'s (CUDA 4.x) but for these spellings; the table-level differences (`ISUB`, `.W` on a set
//! wrap bit) are the encoding description's, chosen by the [`crate::encoding::CUDA5`] feature.

use crate::notation::{Nvidia, PT, SREG_NAMES};
use gpuisa_core::lex::{TokKind, Token};
use gpuisa_core::text::Line;
use gpuisa_engine::notation::{Notation, Separators};
use gpuisa_engine::parse::Cursor;
use gpuisa_engine::*;

/// CUDA 5's notation (see the module documentation).
pub struct Nvidia5;

/// A special register's CUDA 5 name from its CUDA 4 one: upper case, the component after a `.`
/// (`SR_CTAid_X` → `SR_CTAID.X`; the Multi2Sim CUDA 5 listing shows `SR_CTAID.X` and `SR_TID.X`).
fn sreg5(name: &str) -> String {
    let up = name.to_ascii_uppercase();
    match up.rsplit_once('_') {
        Some((head, c @ ("X" | "Y" | "Z"))) if head != "SR" => format!("{head}.{c}"),
        _ => up,
    }
}

impl Notation for Nvidia5 {
    const SEPARATORS: Separators = Separators::Dotted;
    const SHAPES: bool = false;
    const LONE_END_SPACE: bool = true;

    /// [`Nvidia`]'s fast path, but for `PT`.
    #[inline(always)]
    fn reg8(r: &Reg) -> Option<([u8; 8], usize)> {
        match r.file {
            RegFile::P if r.num == PT => Some((*b"PT\0\0\0\0\0\0", 2)),
            _ => Nvidia::reg8(r),
        }
    }

    fn reg(out: &mut Line, r: &Reg, feats: u8) {
        match r.file {
            RegFile::P if r.num == PT => out.put_str("PT"),
            RegFile::Sr => match SREG_NAMES.iter().find(|(n, _)| *n == r.num) {
                Some((_, name)) => out.put_str(&sreg5(name)),
                None => Nvidia::reg(out, r, feats),
            },
            _ => Nvidia::reg(out, r, feats),
        }
    }

    fn mem(out: &mut Line, m: &Mem) {
        // CUDA 4's `c [0x1] [0x100]` without its spaces.
        crate::notation::mem_text(out, m, false)
    }

    fn target(out: &mut Line, v: u64, addr: u64) {
        Nvidia::target(out, v, addr)
    }
    fn target_address(v: u64, addr: u64) -> u64 {
        Nvidia::target_address(v, addr)
    }
    fn target_field(target: u64, addr: u64) -> i64 {
        Nvidia::target_field(target, addr)
    }
    fn target_spec(out: &mut Line, v: u64, addr: u64, spec: &ImmSpec) {
        Nvidia::target_spec(out, v, addr, spec)
    }
    fn target_address_spec(v: u64, addr: u64, spec: &ImmSpec) -> u64 {
        Nvidia::target_address_spec(v, addr, spec)
    }
    fn target_field_spec(target: u64, addr: u64, spec: &ImmSpec) -> i64 {
        Nvidia::target_field_spec(target, addr, spec)
    }
    fn vec(out: &mut Line, v: &RegVec) {
        Nvidia::vec(out, v)
    }
    fn retokenize(src: &str, toks: &mut Vec<Token>) {
        Nvidia::retokenize(src, toks)
    }

    fn parse_reg(cur: &mut Cursor, pos: usize, spec: &RegSpec, feats: u8) -> Option<(Reg, usize)> {
        if let Some(t) = cur.tok(pos).filter(|t| t.kind == TokKind::Ident) {
            let text = t.text(cur.src);
            let num = match spec.file {
                RegFile::P if text == "PT" => Some(PT),
                RegFile::Sr => SREG_NAMES.iter().find(|(_, s)| sreg5(s) == text).map(|(n, _)| *n),
                _ => None,
            };
            if let Some(num) = num {
                return Some((Reg { file: spec.file, num, part: Part::Full }, pos + 1));
            }
            // `SR_CTAID.X` is split at the `.` by `retokenize`: join the two words back.
            if spec.file == RegFile::Sr {
                if let Some(c) = cur.tok(pos + 1).filter(|c| c.kind == TokKind::Ident && c.start == t.end + 1) {
                    let joined = format!("{text}.{}", c.text(cur.src));
                    if let Some((n, _)) = SREG_NAMES.iter().find(|(_, s)| sreg5(s) == joined) {
                        return Some((Reg { file: spec.file, num: *n, part: Part::Full }, pos + 2));
                    }
                }
            }
        }
        Nvidia::parse_reg(cur, pos, spec, feats)
    }

    fn parse_vec(cur: &mut Cursor, pos: usize, spec: &VecSpec) -> Option<(RegVec, usize)> {
        Nvidia::parse_vec(cur, pos, spec)
    }
    fn parse_mem(cur: &mut Cursor, pos: usize, spec: &MemSpec, feats: u8, areg_taken: &mut bool) -> Option<(Mem, usize)> {
        Nvidia::parse_mem(cur, pos, spec, feats, areg_taken)
    }
}

#[cfg(test)]
mod tests {
    use super::sreg5;

    #[test]
    fn special_register_names() {
        assert_eq!(sreg5("SR_CTAid_X"), "SR_CTAID.X");
        assert_eq!(sreg5("SR_Tid_Z"), "SR_TID.Z");
        assert_eq!(sreg5("SR_LaneId"), "SR_LANEID");
        assert_eq!(sreg5("SR_ClockLo"), "SR_CLOCKLO");
    }
}
