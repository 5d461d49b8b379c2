//! envydis' addresses of the combined `ld` + `ldu` forms (class 5, opcodes 0x2a-0x2f; the forms are the
//! one description's, `encoding::mem`'s LD_LDU and LDS_LDU, read through their views): the `ld` address
//! (shared `s[]`, or global, `G[]` with bit 59) and the `ldu` one (global, `G[]` with bit 58), each
//! offset scaled by its access size (the digit: log2 of the size in bytes).

use super::fields::*;
use gpuisa_core::BitField as B;
use gpuisa_engine::{ImmSpec, MemSpec};

pub static LD_S0: MemSpec = mem("s", None, &SRC1, Some(ImmSpec { field: B::new(43, 10), signed: true, shift: 0, minus: true }));
pub static LD_G0_W: MemSpec = mem("g", None, &SRC1, Some(ImmSpec { field: B::new(43, 10), signed: true, shift: 0, minus: true }));
pub static LD_G0_D: MemSpec = mem("G", None, &SRC1D, Some(ImmSpec { field: B::new(43, 10), signed: true, shift: 0, minus: true }));
pub static LDU_G0_W: MemSpec = mem("g", None, &SRC2, Some(ImmSpec { field: B::two(5, 5, 38, 5), signed: true, shift: 0, minus: true }));
pub static LDU_G0_D: MemSpec = mem("G", None, &SRC2D, Some(ImmSpec { field: B::two(5, 5, 38, 5), signed: true, shift: 0, minus: true }));
pub static LD_S1: MemSpec = mem("s", None, &SRC1, Some(ImmSpec { field: B::new(43, 10), signed: true, shift: 1, minus: true }));
pub static LD_G1_W: MemSpec = mem("g", None, &SRC1, Some(ImmSpec { field: B::new(43, 10), signed: true, shift: 1, minus: true }));
pub static LD_G1_D: MemSpec = mem("G", None, &SRC1D, Some(ImmSpec { field: B::new(43, 10), signed: true, shift: 1, minus: true }));
pub static LDU_G1_W: MemSpec = mem("g", None, &SRC2, Some(ImmSpec { field: B::two(5, 5, 38, 5), signed: true, shift: 1, minus: true }));
pub static LDU_G1_D: MemSpec = mem("G", None, &SRC2D, Some(ImmSpec { field: B::two(5, 5, 38, 5), signed: true, shift: 1, minus: true }));
pub static LD_S2: MemSpec = mem("s", None, &SRC1, Some(ImmSpec { field: B::new(43, 10), signed: true, shift: 2, minus: true }));
pub static LD_G2_W: MemSpec = mem("g", None, &SRC1, Some(ImmSpec { field: B::new(43, 10), signed: true, shift: 2, minus: true }));
pub static LD_G2_D: MemSpec = mem("G", None, &SRC1D, Some(ImmSpec { field: B::new(43, 10), signed: true, shift: 2, minus: true }));
pub static LDU_G2_W: MemSpec = mem("g", None, &SRC2, Some(ImmSpec { field: B::two(5, 5, 38, 5), signed: true, shift: 2, minus: true }));
pub static LDU_G2_D: MemSpec = mem("G", None, &SRC2D, Some(ImmSpec { field: B::two(5, 5, 38, 5), signed: true, shift: 2, minus: true }));
pub static LD_S3: MemSpec = mem("s", None, &SRC1, Some(ImmSpec { field: B::new(43, 10), signed: true, shift: 3, minus: true }));
pub static LD_G3_W: MemSpec = mem("g", None, &SRC1, Some(ImmSpec { field: B::new(43, 10), signed: true, shift: 3, minus: true }));
pub static LD_G3_D: MemSpec = mem("G", None, &SRC1D, Some(ImmSpec { field: B::new(43, 10), signed: true, shift: 3, minus: true }));
pub static LDU_G3_W: MemSpec = mem("g", None, &SRC2, Some(ImmSpec { field: B::two(5, 5, 38, 5), signed: true, shift: 3, minus: true }));
pub static LDU_G3_D: MemSpec = mem("G", None, &SRC2D, Some(ImmSpec { field: B::two(5, 5, 38, 5), signed: true, shift: 3, minus: true }));
pub static LD_S4: MemSpec = mem("s", None, &SRC1, Some(ImmSpec { field: B::new(43, 10), signed: true, shift: 4, minus: true }));
pub static LD_G4_W: MemSpec = mem("g", None, &SRC1, Some(ImmSpec { field: B::new(43, 10), signed: true, shift: 4, minus: true }));
pub static LD_G4_D: MemSpec = mem("G", None, &SRC1D, Some(ImmSpec { field: B::new(43, 10), signed: true, shift: 4, minus: true }));
pub static LDU_G4_W: MemSpec = mem("g", None, &SRC2, Some(ImmSpec { field: B::two(5, 5, 38, 5), signed: true, shift: 4, minus: true }));
pub static LDU_G4_D: MemSpec = mem("G", None, &SRC2D, Some(ImmSpec { field: B::two(5, 5, 38, 5), signed: true, shift: 4, minus: true }));
