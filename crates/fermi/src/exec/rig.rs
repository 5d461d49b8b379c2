//! A test rig: one warp, global and shared memory, and single instruction words run through the
//! description, lowering and [`super::FermiSim`].

use super::{FermiSim, Regs};
use gpuisa_simt::{Ctx, Flow, Memory, Semantics, WarpPlace};

pub struct Rig {
    pub mem: Memory,
    pub regs: Regs,
    pub shared: Vec<u8>,
    pub shared_win: u32,
    /// Textures bound for TLD.
    pub textures: Vec<Option<super::tex::Texture>>,
    /// Images, samplers and surfaces bound for TEX, TLD, TLD4, TXQ, SULD and SUST.
    pub images: Vec<Option<std::sync::Arc<super::tex::Bound>>>,
    pub samplers: Vec<super::sampler::Sampler>,
    pub surfaces: Vec<Option<std::sync::Arc<super::surf::Surface>>>,
}

/// NVIDIA's text of `bits`.
pub fn text(bits: u64) -> String {
    let mut t = String::new();
    crate::Fermi::default().disassemble_bits(bits, 0, &mut t);
    t.trim().to_string()
}

/// The word of the instruction `text` (NVIDIA's syntax).
pub fn bits(text: &str) -> u64 {
    use gpuisa_core::Isa;
    let fermi = crate::Fermi::default();
    let insn = fermi.parse_str(text, 0).unwrap_or_else(|e| panic!("{text}: {e:?}"));
    let mut b = Vec::new();
    fermi.encode(&insn, &mut b);
    // A short form's 4 bytes: the high word zero.
    let mut w = [0u8; 8];
    w[..b.len().min(8)].copy_from_slice(&b[..b.len().min(8)]);
    u64::from_le_bytes(w)
}

/// The word of `insn`, checking that NVIDIA's text of it reads back the same.
pub fn word(insn: &str) -> u64 {
    let w = bits(insn);
    assert_eq!(text(w), insn, "{w:016x}");
    w
}

/// Runs `insn` on lanes 0..n with R1, R2, R3 from `srcs` (one value a lane each); returns R0 of each lane.
pub fn run_lanes(insn: &str, srcs: &[&[u32]]) -> Vec<u32> {
    let n = srcs.first().map_or(1, |s| s.len());
    let mut r = Rig::new(0);
    for (i, vs) in srcs.iter().enumerate() {
        r.set(i + 1, vs);
    }
    r.run(word(insn), (1u32 << n) - 1).unwrap_or_else(|e| panic!("{insn}: {e}"));
    r.get(0, n)
}

/// Warp 0 of a one-block, 32-thread launch.
pub fn place() -> WarpPlace {
    WarpPlace {
        ctaid: [0, 0, 0],
        nctaid: [1, 1, 1],
        ntid: [32, 1, 1],
        warp: 0,
    }
}

impl Rig {
    /// `global` bytes of global memory, 64 of shared memory.
    pub fn new(global: usize) -> Rig {
        let sim = FermiSim {
            shared_win: 0,
            local_win: 0,
            ..Default::default()
        };
        Rig {
            mem: Memory {
                global: gpuisa_simt::memory::Global::new(global),
                consts: Vec::new(),
            },
            regs: sim.new_regs(&place()),
            shared: vec![0; 64],
            shared_win: 0xfd00_0000,
            textures: Vec::new(),
            images: Vec::new(),
            samplers: Vec::new(),
            surfaces: Vec::new(),
        }
    }
    pub fn global(&mut self, addr: u64, v: u32) {
        self.mem.global.store(addr, 4, v as u64, 0).unwrap();
    }
    pub fn read(&self, addr: u64) -> u32 {
        self.mem.global.load(addr, 4, 0).unwrap() as u32
    }
    /// Register `r` of lanes 0.. from `vs`.
    pub fn set(&mut self, r: usize, vs: &[u32]) {
        self.regs.r[r][..vs.len()].copy_from_slice(vs);
    }
    pub fn get(&self, r: usize, n: usize) -> Vec<u32> {
        self.regs.r[r][..n].to_vec()
    }
    /// Runs the instruction `bits` (at address 0 of an 8-instruction kernel) with `active` lanes.
    pub fn run_at(&mut self, bits: u64, addr: u64, active: u32) -> Result<Flow, String> {
        let insn = crate::Fermi::default().decode_bits(bits);
        // A short form (bit 3) is 4 bytes: lowered as such in code of its own size.
        let size = if bits & 8 != 0 { 4 } else { 8 };
        let map: super::op::CodeMap = (0..16u32).map(|w| if w % (size / 4) == 0 { w / (size / 4) } else { u32::MAX }).collect();
        let op = super::lower::lower_at(&insn, addr, size as u64, 64, &map)?;
        let sim = FermiSim {
            shared_win: self.shared_win,
            local_win: 0xfe00_0000,
            textures: self.textures.clone(),
            images: self.images.clone(),
            samplers: self.samplers.clone(),
            surfaces: self.surfaces.clone(),
            stack: 0,
        };
        let mut traffic = Default::default();
        let mut ctx = Ctx {
            regs: &mut self.regs,
            mem: &self.mem,
            traffic: &mut traffic,
            shared: &mut self.shared,
            local: &mut [],
            local_size: 0,
            active,
            place: place(),
            clock: 0,
        };
        sim.exec(&op, &mut ctx).map_err(|f| format!("{f:?}"))
    }
    pub fn run(&mut self, bits: u64, active: u32) -> Result<Flow, String> {
        self.run_at(bits, 0, active)
    }
}
