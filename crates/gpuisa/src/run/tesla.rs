//! A Tesla (sm_1x) launch: parameters in shared memory from `s[0x10]`, the container's constant segments
//! and the user's banks, `__device__` variables, texture units, the MP's ISA flags word.

use super::{check_banks, check_common, container_banks, device_vars, global_size, kernel, limits, linear_tex, put, tesla_params, user_memory, Launch, BANK_SIZE, MAX_BLOCK_THREADS, MAX_GRID_DIM};
use crate::{Container, Error, Result};
use gpuisa_simt::{Global, Launch as SimLaunch, Limits, Memory, Program, SimError, Stats};
use gpuisa_tesla::exec::{self, TeslaSim};
use gpuisa_tesla::{ProgramType, Tesla, Variant};

/// The chip variant when neither the launch nor the container names one: the same as `dis` and `as`
/// (gt215, the superset), so that what assembles also runs.
pub const DEFAULT_VARIANT: Variant = Variant::Gt215;
/// Local memory a thread (bytes): sm_1x's limit.
pub const MAX_LOCAL: u64 = 16 << 10;
/// Global memory without `global_size`.
pub const DEFAULT_GLOBAL: u64 = 16 << 20;

fn usage<T>(m: String) -> Result<T> {
    Err(Error::Usage(m))
}

/// The launch's sizes and bank numbers, checked before anything is read.
pub fn check(l: &Launch) -> Result<()> {
    if l.grid[2] != 1 {
        return usage("--grid: sm_1x grids have two dimensions (give X[,Y]); 3-D grids need --arch fermi".into());
    }
    if l.grid.iter().any(|&g| g > MAX_GRID_DIM) {
        return usage(format!("--grid: at most {MAX_GRID_DIM} blocks along each dimension"));
    }
    let threads: u64 = l.block.iter().map(|&b| b as u64).product();
    if threads > MAX_BLOCK_THREADS {
        return usage(format!("--block: {threads} threads; a block has at most {MAX_BLOCK_THREADS}"));
    }
    check_common(l)?;
    if l.shared_dynamic != 0 {
        return usage("--shared-dynamic is an option of --arch fermi runs, not of --arch tesla".into());
    }
    check_banks(l, 16)
}

/// A Tesla launch ready to run: the program read and lowered, memories and parameters set up.
pub struct TeslaSession {
    /// What messages call the program (`name: `, or nothing).
    at: String,
    pub kernel: String,
    pub code: Vec<u8>,
    pub variant: Variant,
    pub prog: Program<exec::op::Op>,
    pub launch: SimLaunch,
    pub mem: Memory,
    pub sim: TeslaSim,
    pub limits: Limits,
}

impl TeslaSession {
    /// Checks the launch against container `c` and sets it up; nothing runs yet.
    pub fn prepare(c: &Container, l: &Launch) -> Result<TeslaSession> {
        check(l)?;
        let at = l.at();
        if let Some(info) = c.parsed().arch {
            if info.family != gpuisa_container::Family::Tesla {
                return usage(format!("{at}the {} holds {info} code, not Tesla's: --arch tesla runs sm_1x kernels only", c.parsed().format));
            }
        }
        let k = kernel(c, l)?;
        let variant = l.variant.or_else(|| c.parsed().arch.and_then(|i| i.tesla_variant()).and_then(Variant::from_name)).unwrap_or(DEFAULT_VARIANT);
        let prog = exec::load(&Tesla::new(variant, ProgramType::Compute), &k.code).map_err(|e| Error::Run(format!("{at}{e}")))?;
        let lmem = k.resources.lmem.unwrap_or(0);
        if lmem > MAX_LOCAL {
            return Err(Error::Run(format!("{at}kernel {} asks for {lmem} bytes of local memory a thread; sm_1x has at most {MAX_LOCAL}", k.name)));
        }
        let launch = SimLaunch {
            grid: l.grid,
            block: l.block,
            shared_size: exec::SHARED_SIZE,
            local_size: if exec::uses_local(&prog) { exec::LOCAL_SIZE.max(lmem as usize) } else { 0 },
        };
        let mut mem = Memory { global: Global::new(global_size(l, DEFAULT_GLOBAL) as usize), consts: vec![Vec::new(); 16] };
        // The container's constant segments, the device variables' addresses, then the user's banks.
        container_banks(c, k, &mut mem, false).map_err(|(b, n)| {
            Error::Container(format!("{at}constant segment {} ({} bytes at {:#x}) lies beyond the {BANK_SIZE} bytes of bank {n}", b.name, b.data.len(), b.offset))
        })?;
        device_vars::place(&c.parsed().device_vars, &l.symbols, &mut mem, BANK_SIZE as usize)?;
        user_memory(l, &mut mem)?;
        let space = tesla_params::space(&l.params, k, exec::SHARED_SIZE)?;
        let mut sim = TeslaSim::new(space, prog.addrs.clone());
        if let Some(v) = l.isa_flags {
            // Bits 2-17 select performance-monitor signals (no effect on results); bit 19 is G200's NaN
            // through `sat`, whose f32 results the reference results do not give; bit 18 and 20-31 are
            // undocumented.
            let unknown = v & !(0x3 | 0x3_fffc | 1 << 19);
            if unknown != 0 {
                return usage(format!("--isa-flags {v:#x}: bits {unknown:#x} are not documented (0-17 and 19 are)"));
            }
            if v >> 19 & 1 != 0 && variant.features() & gpuisa_tesla::variant::feat::SM12 != 0 {
                return usage(format!("--isa-flags {v:#x}: bit 19 (G200's NaN through sat) is not modelled"));
            }
            sim.isa_flags = exec::IsaFlags(v);
        }
        for spec in &l.textures {
            let (n, tex) = linear_tex::tesla(spec, mem.global.len() as u64).map_err(Error::Usage)?;
            put(&mut sim.textures, n, Some(tex));
        }
        // Every texture the kernel reads must be bound.
        // (The text only for the message: texts are made when first read.)
        for (i, op) in prog.ops.iter().enumerate() {
            if matches!(op.kind, exec::op::Kind::Tex { .. }) && sim.textures.get(op.tex.tex as usize).copied().flatten().is_none() {
                let text = &prog.texts[i];
                return usage(format!("{at}`{text}` reads texture {}: bind it with --texture {}=ADDR,WIDTH[,HEIGHT[,FORMAT]]", op.tex.tex, op.tex.tex));
            }
        }
        let limits = limits(l, &launch)?;
        Ok(TeslaSession { at, kernel: k.name.clone(), code: k.code.clone(), variant, prog, launch, mem, sim, limits })
    }

    /// Runs the launch; `trace`, when given, receives each warp instruction and what it wrote.
    pub fn run(&self, trace: Option<&mut dyn std::io::Write>) -> std::result::Result<Stats, SimError> {
        gpuisa_simt::run(&self.sim, &self.prog, &self.launch, &self.mem, &self.limits, &|p, s| self.sim.init_shared(p, s), trace)
    }

    /// A failed run as the command line says it.
    pub fn error(&self, e: SimError) -> Error {
        Error::Run(format!("{}{e}", self.at))
    }
}
