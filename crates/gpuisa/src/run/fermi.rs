//! A Fermi (sm_20) launch: the ABI's constant banks 0 (launch sizes, parameters) and 1 (the stack
//! pointer), the kernel's own banks and the user's, `__device__` variables, shared memory (static and
//! dynamic), local memory and stack, textures, surfaces and samplers.

use super::{check_banks, check_common, container_banks, device_vars, global_size, kernel, limits, linear_tex, put, textures, user_memory, Launch, BANK_SIZE, MAX_BLOCK_THREADS, MAX_GRID_DIM};
use crate::params::short;
use crate::{Container, Error, Result};
use gpuisa_fermi::exec::{self, abi, FermiSim};
use gpuisa_simt::{Global, Launch as SimLaunch, Limits, Memory, Program, SimError, Stats};
use std::sync::Arc;

/// Samplers at most (the instructions' field is 5 bits), surface slots (3 bits).
pub const MAX_SAMPLERS: u64 = 32;
pub const MAX_SURFACES: u64 = 8;
/// Shared memory a block (sm_20: 48 KiB).
pub const MAX_SHARED: u64 = 48 << 10;
/// Local memory a thread (sm_20: 512 KiB).
pub const MAX_LOCAL: u64 = 512 << 10;
/// Constant banks (`c[0]` .. `c[17]`: bank 16 is the compiler's literal bank).
pub const BANKS: usize = 18;
/// Global memory without `global_size`.
pub const DEFAULT_GLOBAL: u64 = 64 << 20;

fn usage<T>(m: String) -> Result<T> {
    Err(Error::Usage(m))
}

/// The launch's options, sizes and bank numbers, checked before anything is read.
pub fn check(l: &Launch) -> Result<()> {
    if l.variant.is_some() {
        return usage("--variant chooses a Tesla chip; --arch fermi has none".into());
    }
    if l.isa_flags.is_some() {
        return usage("--isa-flags is the Tesla MP's configuration word; --arch fermi has none".into());
    }
    // sm_20 grids: up to 65535 blocks along each of x, y and z.
    if l.grid.iter().any(|&g| g > MAX_GRID_DIM) || l.block.iter().map(|&b| b as u64).product::<u64>() > MAX_BLOCK_THREADS {
        return usage("--grid/--block: at most 65535 blocks along each grid dimension and 1024 threads a block".into());
    }
    check_common(l)?;
    check_banks(l, BANKS as u64)
}

/// A Fermi launch ready to run.
pub struct FermiSession {
    /// What messages call the program (`name: `, or nothing).
    at: String,
    pub kernel: String,
    pub code: Vec<u8>,
    pub prog: Program<exec::op::Op>,
    pub launch: SimLaunch,
    pub mem: Memory,
    pub sim: FermiSim,
    pub limits: Limits,
}

impl FermiSession {
    /// Checks the launch against container `c` and sets it up; nothing runs yet.
    pub fn prepare(c: &Container, l: &Launch) -> Result<FermiSession> {
        check(l)?;
        let at = l.at();
        let p = c.parsed();
        match p.arch {
            Some(info) if info.family == gpuisa_container::Family::Fermi => {}
            Some(info) => return usage(format!("{at}the {} holds {info} code: --arch fermi runs sm_2x kernels only", p.format)),
            None => return usage(format!("{at}not a cubin that names its architecture: --arch fermi runs sm_2x cubins")),
        }
        let k = kernel(c, l)?;
        let prog = exec::load(&k.code).map_err(|e| Error::Run(format!("{at}kernel {}: {e}", k.name)))?;
        let r = &k.resources;
        let smem = r.smem.unwrap_or(0).saturating_add(l.shared_dynamic);
        if smem > MAX_SHARED {
            return usage(format!("{at}{smem} bytes of shared memory a block (static and --shared-dynamic); sm_20 has {MAX_SHARED}"));
        }
        // Local memory a thread: `.nv.local`, then the stack `.nv.info` asks for (abi::stack_bytes).
        let lmem = r.lmem.unwrap_or(0);
        let stack = abi::stack_bytes(r.frame.unwrap_or(0), r.min_stack.unwrap_or(0), r.max_stack.unwrap_or(0));
        if lmem.saturating_add(stack) > MAX_LOCAL {
            return Err(Error::Run(format!("{at}kernel {} asks for {lmem} bytes of local memory and {stack} of stack a thread; sm_20 has {MAX_LOCAL}", k.name)));
        }
        let launch = SimLaunch { grid: l.grid, block: l.block, shared_size: smem as usize, local_size: (lmem + stack) as usize };
        let mut mem = Memory { global: Global::new(global_size(l, DEFAULT_GLOBAL) as usize), consts: vec![Vec::new(); BANKS] };
        // The kernel's own constant banks other than 0, then the ABI's banks 0 and 1, then the user's.
        container_banks(c, k, &mut mem, true).map_err(|(b, _)| Error::Container(format!("{at}constant section {} lies beyond its bank", b.name)))?;
        mem.consts[0] = bank0(l, k)?;
        let sp = abi::bank1();
        let b1 = &mut mem.consts[1];
        if b1.len() < sp.len() {
            b1.resize(sp.len(), 0);
        }
        b1[0x100..0x104].copy_from_slice(&sp[0x100..0x104]);
        device_vars::place(&p.device_vars, &l.symbols, &mut mem, BANK_SIZE as usize)?;
        user_memory(l, &mut mem)?;
        let sim = bindings(l, mem.global.len() as u64, stack)?;
        // Every texture and surface the kernel reads is bound as it reads it (else the run would stop there).
        for (i, op) in prog.ops.iter().enumerate() {
            if let Err(e) = exec::tex::check_binding(&sim, op).and_then(|()| exec::surf::check_binding(&sim, op)) {
                return usage(format!("kernel {}: `{}` at {:#x} {e}", k.name, prog.texts[i], prog.addrs[i]));
            }
        }
        let limits = limits(l, &launch)?;
        Ok(FermiSession { at, kernel: k.name.clone(), code: k.code.clone(), prog, launch, mem, sim, limits })
    }

    /// Runs the launch; `trace`, when given, receives each warp instruction and what it wrote.
    pub fn run(&self, trace: Option<&mut dyn std::io::Write>) -> std::result::Result<Stats, SimError> {
        gpuisa_simt::run(&self.sim, &self.prog, &self.launch, &self.mem, &self.limits, &|_, _| {}, trace)
    }

    /// A failed run as the command line says it.
    pub fn error(&self, e: SimError) -> Error {
        Error::Run(format!("{}kernel {}: {e}", self.at, self.kernel))
    }
}

/// Bank 0: the launch sizes, then every declared parameter at its offset from `abi::PARAM_BASE`.
fn bank0(l: &Launch, k: &gpuisa_container::Kernel) -> Result<Vec<u8>> {
    let mut b0 = abi::bank0(l.block, l.grid);
    let mut params = k.params.clone();
    params.sort_by_key(|p| p.ordinal);
    let given = l.params.len();
    if given > params.len() {
        return usage(format!("--param: {given} values given; kernel {} has {} parameters", k.name, params.len()));
    }
    if let Some(p) = params.get(given) {
        return usage(format!(
            "kernel {} reads parameter #{} (c[0x0][{:#x}], {} bytes), which no --param gives ({given} given)",
            k.name,
            p.ordinal,
            abi::PARAM_BASE + p.offset as usize,
            p.size
        ));
    }
    for (p, v) in params.iter().zip(&l.params) {
        let bytes = v.bytes(p.size).map_err(|e| Error::Usage(format!("kernel {}: parameter #{}: {e}", k.name, p.ordinal)))?;
        let at = abi::PARAM_BASE + p.offset as usize;
        if b0.len() < at + bytes.len() {
            b0.resize(at + bytes.len(), 0);
        }
        b0[at..at + bytes.len()].copy_from_slice(&bytes);
    }
    Ok(b0)
}

/// The machine with the launch's textures, surfaces and samplers bound.
fn bindings(l: &Launch, global: u64, stack: u64) -> Result<FermiSim> {
    let mut sim = FermiSim { shared_win: abi::SHARED_WIN, local_win: abi::LOCAL_WIN, textures: Vec::new(), images: Vec::new(), samplers: Vec::new(), surfaces: Vec::new(), stack };
    for spec in &l.textures {
        if linear_tex::is_linear(spec) {
            let (n, t) = linear_tex::fermi(spec, global).map_err(Error::Usage)?;
            put(&mut sim.textures, n, Some(t));
            put(&mut sim.images, n, None);
        } else {
            let (n, image) = textures::image_binding("--texture", spec, linear_tex::MAX_TEXTURES).map_err(Error::Container)?;
            put(&mut sim.images, n, Some(Arc::new(exec::tex::Bound { image })));
            put(&mut sim.textures, n, None);
        }
    }
    for spec in &l.surfaces {
        let (n, image) = textures::image_binding("--surface", spec, MAX_SURFACES).map_err(Error::Container)?;
        if image.array || image.dim == exec::texel::Dim::Cube {
            return usage(format!("--surface `{}`: surfaces are 1d, 2d or 3d", short(spec)));
        }
        put(&mut sim.surfaces, n, Some(Arc::new(exec::surf::Surface::new(image))));
    }
    for spec in &l.samplers {
        let (n, s) = textures::sampler(spec, MAX_SAMPLERS).map_err(Error::Usage)?;
        put(&mut sim.samplers, n, s);
    }
    Ok(sim)
}
