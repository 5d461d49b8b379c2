//! The register file: 32 words, each holding the registers of both warps of a pair (the RTL's SRAM is
//! twice as wide as a warp and is read at the lo warp's turn for both warps). A write is visible two
//! warp-pair steps later: the instruction right after a write still reads the old value.

use super::{Slot, Vector};

pub const WORDS: usize = 32;
/// Steps between a write and the first read that sees it.
const LATENCY: u64 = 2;

pub struct RegFile {
    words: Vec<[Vector; 2]>,
    /// Writes not yet visible: (first step that sees it, address, slot, value).
    pending: Vec<(u64, usize, Slot, Vector)>,
    now: u64,
}

impl RegFile {
    pub fn new(init: u32) -> Self {
        RegFile { words: vec![[[init; 32]; 2]; WORDS], pending: Vec::new(), now: 0 }
    }

    /// Starts the next warp-pair step.
    pub fn step(&mut self) {
        self.now += 1;
        if self.pending.iter().any(|p| p.0 <= self.now) {
            let now = self.now;
            let words = &mut self.words;
            self.pending.retain(|&(at, addr, slot, v)| {
                if at <= now {
                    words[addr][slot as usize] = v;
                    false
                } else {
                    true
                }
            });
        }
    }

    pub fn read(&self, addr: usize, slot: Slot) -> Vector {
        self.words[addr % WORDS][slot as usize]
    }

    pub fn write(&mut self, addr: usize, slot: Slot, v: Vector) {
        self.pending.push((self.now + LATENCY, addr % WORDS, slot, v));
    }
}
