//! The temporary buffer: two entries (T0 newest, T1 older) for each warp slot of a pair, shared by all
//! warp pairs. RTL quirk: in the hi warp, an instruction that pushes and reads T1 reads its own T0.

use super::{Slot, Vector, LANES};

#[derive(Default)]
pub struct TempBuffer {
    e: [[Vector; 2]; 2],
}

impl TempBuffer {
    /// Entry `idx` (0 = T0, 1 = T1) as seen by `slot`; `quirk` is set when the reading instruction
    /// also pushes and the RTL's behaviour is followed.
    #[inline]
    pub fn read(&self, slot: Slot, idx: u8, quirk: bool) -> &Vector {
        let idx = if quirk && slot == Slot::Hi && idx == 1 { 0 } else { idx as usize & 1 };
        &self.e[slot as usize][idx]
    }

    pub fn push(&mut self, slot: Slot, v: Vector) {
        let s = &mut self.e[slot as usize];
        s[1] = s[0];
        s[0] = v;
    }
}

const _: () = assert!(LANES == 32);
