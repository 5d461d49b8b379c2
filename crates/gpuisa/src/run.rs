//! Running a Tesla or Fermi kernel of a container: the launch set up as each ABI says (parameters,
//! constant banks, memories), run on the SIMT machine, and the memory it leaves behind.

use crate::params::param_bytes;
use crate::{Arch, Container, Error, Result};
use gpuisa_simt::{Global, Launch as SimLaunch, Limits, Memory, Stats};

/// A parameter value: text as the command line's `--param` reads it (an integer, a float, `V,V,...`
/// words for a wide one), or the parameter's bytes.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    Text(String),
    Bytes(Vec<u8>),
}

impl Value {
    /// The value's bytes for a parameter of `size` bytes.
    fn bytes(&self, size: u32) -> std::result::Result<Vec<u8>, String> {
        match self {
            Value::Text(t) => param_bytes(t, size),
            Value::Bytes(b) if b.len() == size as usize => Ok(b.clone()),
            Value::Bytes(b) => Err(format!("{} bytes given for a {size}-byte parameter", b.len())),
        }
    }
}

/// What to run and on what.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Launch {
    /// The kernel (the container's only one when `None`).
    pub kernel: Option<String>,
    /// Blocks along x, y, z (Tesla: z is 1).
    pub grid: [u32; 3],
    /// Threads along x, y, z.
    pub block: [u32; 3],
    /// The kernel's parameters in order, one value each, checked against the container's declarations.
    pub params: Vec<Value>,
    /// Bytes placed in global memory before the run, at their addresses.
    pub globals: Vec<(u64, Vec<u8>)>,
    /// Constant banks given whole (bank, bytes), after the container's own.
    pub consts: Vec<(usize, Vec<u8>)>,
    /// Bytes of global memory (Tesla default 16 MiB, Fermi 64 MiB; at most 1 GiB).
    pub global_size: Option<u64>,
    /// Fermi: dynamic shared memory a block, bytes.
    pub shared_dynamic: u64,
    /// Warp instructions the whole launch may run (default 100,000,000).
    pub max_steps: Option<u64>,
    /// Worker threads (default: one per core).
    pub threads: Option<usize>,
    /// Tesla: the chip variant (default: the container's, else GT215 as for `dis`).
    pub variant: Option<crate::Variant>,
}

/// What a finished run left: global memory and the statistics.
pub struct Finished {
    pub global: Global,
    pub stats: Stats,
}

impl Finished {
    /// `size` bytes of global memory at `address`, or `None` past its end.
    pub fn read(&self, address: u64, size: u64) -> Option<Vec<u8>> {
        let end = address.checked_add(size).filter(|&e| e <= self.global.len() as u64)?;
        Some((address..end).map(|a| (self.global.word(a as usize & !3) >> (8 * (a % 4))) as u8).collect())
    }
}

/// Global memory at most.
pub const MAX_GLOBAL: u64 = 1 << 30;
/// The step limit without one given (warp instructions in the whole launch).
pub const DEFAULT_MAX_STEPS: u64 = 100_000_000;

fn kernel<'c>(c: &'c Container, want: &Option<String>) -> Result<&'c gpuisa_container::Kernel> {
    match (want, c.kernels()) {
        (Some(k), _) => c.kernel(k).ok_or_else(|| Error::Usage(format!("no kernel `{}`", crate::params::short(k)))),
        (None, [only]) => Ok(only),
        (None, []) => Err(Error::Container("no kernel to run".into())),
        (None, ks) => {
            let names: Vec<&str> = ks.iter().map(|k| k.name.as_str()).collect();
            Err(Error::Usage(format!("{} kernels ({}): say which", ks.len(), names.join(", "))))
        }
    }
}

/// The kernel's declared parameters in order, each with its value's bytes: every one given, no more.
fn param_values(k: &gpuisa_container::Kernel, given: &[Value], words_if_undeclared: bool) -> Result<Vec<(gpuisa_container::Param, Vec<u8>)>> {
    let mut params = k.params.clone();
    params.sort_by_key(|p| p.ordinal);
    if params.is_empty() && words_if_undeclared {
        // Tesla code that declares no parameters (raw code, hex text): 32-bit words in order.
        params = (0..given.len() as u32).map(|i| gpuisa_container::Param { ordinal: i, offset: 4 * i, size: 4 }).collect();
    }
    if given.len() != params.len() {
        return Err(Error::Usage(format!("kernel {} has {} parameters; {} values given", k.name, params.len(), given.len())));
    }
    params
        .into_iter()
        .zip(given)
        .map(|(p, v)| {
            let b = v.bytes(p.size).map_err(|e| Error::Usage(format!("kernel {}: parameter #{}: {e}", k.name, p.ordinal)))?;
            Ok((p, b))
        })
        .collect()
}

/// The container's constant banks that belong to the kernel (or to no kernel), below `banks`, each
/// written into its bank of at most `bank_size` bytes; bank 0 is skipped when `skip0`.
fn container_banks(c: &Container, k: &gpuisa_container::Kernel, mem: &mut Memory, banks: usize, bank_size: u64, skip0: bool) -> Result<()> {
    for b in &c.parsed().const_banks {
        let Some(n) = b.bank.filter(|&n| (n as usize) < banks && !(skip0 && n == 0)) else { continue };
        if b.kernel.as_deref().is_some_and(|name| name != k.name) {
            continue;
        }
        let end = b.offset.checked_add(b.data.len() as u64).filter(|&e| e <= bank_size).ok_or_else(|| {
            Error::Container(format!("constant section {} ({} bytes at {:#x}) lies beyond its bank", b.name, b.data.len(), b.offset))
        })? as usize;
        let bank = &mut mem.consts[n as usize];
        if bank.len() < end {
            bank.resize(end, 0);
        }
        bank[b.offset as usize..end].copy_from_slice(&b.data);
    }
    Ok(())
}

/// Places the launch's globals and banks given whole.
fn user_memory(l: &Launch, mem: &mut Memory, bank_size: u64) -> Result<()> {
    for (bank, data) in &l.consts {
        if *bank >= mem.consts.len() {
            return Err(Error::Usage(format!("constant bank {bank} (there are {})", mem.consts.len())));
        }
        if data.len() as u64 > bank_size {
            return Err(Error::Usage(format!("constant bank {bank}: {} bytes; a bank holds {bank_size}", data.len())));
        }
        mem.consts[*bank] = data.clone();
    }
    for (addr, data) in &l.globals {
        let size = mem.global.len();
        if !usize::try_from(*addr).is_ok_and(|a| mem.global.write_bytes(a, data)) {
            return Err(Error::Usage(format!("{} bytes at {addr:#x} do not fit the {size} bytes of global memory", data.len())));
        }
    }
    Ok(())
}

fn limits(l: &Launch, launch: &SimLaunch) -> Result<Limits> {
    let max = l.max_steps.unwrap_or(DEFAULT_MAX_STEPS);
    let blocks: u64 = launch.grid.iter().map(|&g| g as u64).product();
    let warps = launch.block.iter().map(|&b| b as u64).product::<u64>().div_ceil(32);
    if blocks.saturating_mul(warps) > max {
        return Err(Error::Usage(format!("{blocks} blocks of {warps} warps run at least {} warp instructions, more than the step limit {max}", blocks.saturating_mul(warps))));
    }
    let threads = l.threads.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get())).clamp(1, 64);
    Ok(Limits { max_steps: max, threads })
}

fn dims_ok(l: &Launch, max_z: u32) -> Result<()> {
    if l.grid.contains(&0) || l.block.contains(&0) {
        return Err(Error::Usage("grid and block sizes are at least 1".into()));
    }
    if l.grid.iter().any(|&g| g > 65535) || l.grid[2] > max_z {
        return Err(Error::Usage(format!("at most 65535 blocks along each grid dimension{}", if max_z == 1 { ", and sm_1x grids have two" } else { "" })));
    }
    if l.block.iter().map(|&b| b as u64).product::<u64>() > 1024 {
        return Err(Error::Usage("at most 1024 threads a block".into()));
    }
    Ok(())
}

fn global(l: &Launch, default: u64) -> Result<Global> {
    let size = l.global_size.unwrap_or(default);
    if size > MAX_GLOBAL {
        return Err(Error::Usage(format!("global memory of {size} bytes: at most {MAX_GLOBAL} (1 GiB)")));
    }
    Ok(Global::new(size as usize))
}

/// Runs kernel `l.kernel` of the Tesla or Fermi container `c` as `l` says.
///
/// ```
/// use gpuisa::run::{run, Launch, Value};
/// let shared = std::env::var("GPUISA_SHARED").unwrap_or_else(|_| "../../../shared".into());
/// // The fermi-e2e case 01_vecadd: c[i] = a[i] + b[i] over 50,000 ints.
/// let case = std::path::Path::new(&shared).join("corpus/fermi-e2e/01_vecadd");
/// let spec: serde_json::Value = serde_json::from_slice(&std::fs::read(case.join("case.json")).unwrap()).unwrap();
/// let c = gpuisa::Container::open(std::path::Path::new(&shared).join("corpus/fermi").join(spec["cubin"].as_str().unwrap()))?;
/// let dim = |k: &str| -> [u32; 3] { let v = spec[k].as_array().unwrap(); [0, 1, 2].map(|i| v[i].as_u64().unwrap() as u32) };
/// let num = |s: &str| u64::from_str_radix(s.trim_start_matches("0x"), 16).unwrap();
/// let launch = Launch {
///     kernel: spec["kernel"].as_str().map(String::from),
///     grid: dim("grid"),
///     block: dim("block"),
///     params: spec["params"].as_array().unwrap().iter().map(|p| Value::Text(p.as_str().unwrap().into())).collect(),
///     globals: spec["globals"].as_array().unwrap().iter()
///         .map(|g| (num(g["addr"].as_str().unwrap()), std::fs::read(case.join(g["file"].as_str().unwrap())).unwrap()))
///         .collect(),
///     ..Launch::default()
/// };
/// let done = run(&c, &launch)?;
/// let cmp = &spec["compare"][0];
/// let (start, end) = (num(cmp["start"].as_str().unwrap()), num(cmp["end"].as_str().unwrap()));
/// assert_eq!(done.read(start, end - start).unwrap(), std::fs::read(case.join(cmp["expected"].as_str().unwrap())).unwrap());
/// assert!(done.stats.thread_insns > 0);
/// # Ok::<(), gpuisa::Error>(())
/// ```
pub fn run(c: &Container, l: &Launch) -> Result<Finished> {
    match c.arch() {
        Some(Arch::Fermi) => fermi(c, l),
        Some(Arch::Tesla) => tesla(c, l),
        Some(a) => Err(Error::Usage(format!("{a} code does not run on the SIMT machine (run it with the command line's `run --arch {a}`)"))),
        None => Err(Error::Usage(format!("a {} does not say its architecture: open a cubin", c.format()))),
    }
}

fn finish(r: std::result::Result<Stats, gpuisa_simt::SimError>, k: &str, mem: Memory) -> Result<Finished> {
    let stats = r.map_err(|e| Error::Run(format!("kernel {k}: {e}")))?;
    Ok(Finished { global: mem.global, stats })
}

fn fermi(c: &Container, l: &Launch) -> Result<Finished> {
    use gpuisa_fermi::exec::{self, abi, FermiSim};
    const BANKS: usize = 18;
    dims_ok(l, 65535)?;
    if l.variant.is_some() {
        return Err(Error::Usage("a variant chooses a Tesla chip; Fermi has none".into()));
    }
    let k = kernel(c, &l.kernel)?;
    let prog = exec::load(&k.code).map_err(|e| Error::Run(format!("kernel {}: {e}", k.name)))?;
    let r = &k.resources;
    let smem = r.smem.unwrap_or(0) + l.shared_dynamic;
    if smem > 48 << 10 {
        return Err(Error::Usage(format!("{smem} bytes of shared memory a block; sm_20 has 49152")));
    }
    let stack = abi::stack_bytes(r.frame.unwrap_or(0), r.min_stack.unwrap_or(0), r.max_stack.unwrap_or(0));
    let lmem = r.lmem.unwrap_or(0);
    if lmem.saturating_add(stack) > 512 << 10 {
        return Err(Error::Run(format!("kernel {} asks for {lmem} bytes of local memory and {stack} of stack a thread; sm_20 has 524288", k.name)));
    }
    let launch = SimLaunch { grid: l.grid, block: l.block, shared_size: smem as usize, local_size: (lmem + stack) as usize };
    let mut mem = Memory { global: global(l, 64 << 20)?, consts: vec![Vec::new(); BANKS] };
    // The kernel's own banks other than 0, then the ABI's banks 0 and 1, then the user's.
    container_banks(c, k, &mut mem, BANKS, 1 << 16, true)?;
    let mut b0 = abi::bank0(l.block, l.grid);
    for (p, bytes) in param_values(k, &l.params, false)? {
        let at = abi::PARAM_BASE + p.offset as usize;
        if b0.len() < at + bytes.len() {
            b0.resize(at + bytes.len(), 0);
        }
        b0[at..at + bytes.len()].copy_from_slice(&bytes);
    }
    mem.consts[0] = b0;
    let sp = abi::bank1();
    if mem.consts[1].len() < sp.len() {
        mem.consts[1].resize(sp.len(), 0);
    }
    mem.consts[1][0x100..0x104].copy_from_slice(&sp[0x100..0x104]);
    user_memory(l, &mut mem, 1 << 16)?;
    let sim = FermiSim { shared_win: abi::SHARED_WIN, local_win: abi::LOCAL_WIN, textures: Vec::new(), images: Vec::new(), samplers: Vec::new(), surfaces: Vec::new(), stack };
    for (i, op) in prog.ops.iter().enumerate() {
        if let Err(e) = exec::tex::check_binding(&sim, op).and_then(|()| exec::surf::check_binding(&sim, op)) {
            return Err(Error::Usage(format!("kernel {}: `{}` at {:#x} {e} (bind textures with the command line's --texture)", k.name, prog.texts[i], prog.addrs[i])));
        }
    }
    let lim = limits(l, &launch)?;
    let r = gpuisa_simt::run(&sim, &prog, &launch, &mem, &lim, &|_, _| {}, None);
    finish(r, &k.name, mem)
}

fn tesla(c: &Container, l: &Launch) -> Result<Finished> {
    use gpuisa_tesla::exec::{self, TeslaSim};
    dims_ok(l, 1)?;
    if l.shared_dynamic != 0 {
        return Err(Error::Usage("dynamic shared memory is Fermi's".into()));
    }
    let k = kernel(c, &l.kernel)?;
    let variant = l
        .variant
        .or_else(|| c.parsed().arch.and_then(|i| i.tesla_variant()).and_then(gpuisa_tesla::Variant::from_name))
        .unwrap_or(gpuisa_tesla::Variant::Gt215);
    let isa = gpuisa_tesla::Tesla::new(variant, gpuisa_tesla::ProgramType::Compute);
    let prog = exec::load(&isa, &k.code).map_err(|e| Error::Run(format!("kernel {}: {e}", k.name)))?;
    let lmem = k.resources.lmem.unwrap_or(0);
    if lmem > 16 << 10 {
        return Err(Error::Run(format!("kernel {} asks for {lmem} bytes of local memory a thread; sm_1x has at most 16384", k.name)));
    }
    let launch = SimLaunch {
        grid: l.grid,
        block: l.block,
        shared_size: exec::SHARED_SIZE,
        local_size: if exec::uses_local(&prog) { exec::LOCAL_SIZE.max(lmem as usize) } else { 0 },
    };
    let mut mem = Memory { global: global(l, 16 << 20)?, consts: vec![Vec::new(); 16] };
    container_banks(c, k, &mut mem, 16, 64 << 10, false)?;
    user_memory(l, &mut mem, 64 << 10)?;
    // The parameters live in shared memory, where the cubin places them.
    let mut space = Vec::new();
    for (p, bytes) in param_values(k, &l.params, true)? {
        let at = p.offset as usize;
        if at + bytes.len() > exec::SHARED_SIZE {
            return Err(Error::Container(format!("parameter #{} at {at:#x} lies beyond shared memory", p.ordinal)));
        }
        if space.len() < at + bytes.len() {
            space.resize(at + bytes.len(), 0);
        }
        space[at..at + bytes.len()].copy_from_slice(&bytes);
    }
    let sim = TeslaSim::new(space, prog.addrs.clone());
    for (i, op) in prog.ops.iter().enumerate() {
        if matches!(op.kind, exec::op::Kind::Tex { .. }) {
            return Err(Error::Usage(format!("`{}` reads a texture: bind it with the command line's --texture", prog.texts[i])));
        }
    }
    let lim = limits(l, &launch)?;
    let r = gpuisa_simt::run(&sim, &prog, &launch, &mem, &lim, &|p, s| sim.init_shared(p, s), None);
    finish(r, &k.name, mem)
}
