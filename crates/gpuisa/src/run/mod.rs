//! Running a Tesla or Fermi kernel of a container as a session: [`Session::prepare`] sets the launch up
//! as each ABI says (parameters checked against the container's declarations, constant banks, global
//! memory, `__device__` variables, textures, surfaces, samplers, the step limit), [`Session::run`] runs
//! it on the SIMT machine with an optional trace observer, and [`Session::finish`] gives the memory and
//! statistics it left. [`run`] does all three. The command line's `run` is argument mapping and printing
//! over this module, so the messages are the command line's (they name its options).

pub mod device_vars;
pub mod fermi;
pub mod isa30;
pub mod linear_tex;
mod tesla_params;
pub mod tesla;
pub mod textures;
pub mod usse;

use crate::params::{param_bytes, short};
use crate::{Arch, Container, Error, Result};
use gpuisa_simt::{Global, Launch as SimLaunch, Memory, SimError, Stats};

/// A parameter value: text as the command line's `--param` reads it (an integer, a float, `V,V,...`
/// words for a wide one; Tesla also `#N=V`), or the parameter's bytes.
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

    /// The value as messages quote it.
    fn shown(&self) -> String {
        match self {
            Value::Text(t) => short(t),
            Value::Bytes(b) => format!("({} bytes)", b.len()),
        }
    }
}

/// Bytes for a memory: global memory at an address, or a constant bank (`at` is the bank's number);
/// `file` names where they came from, for messages.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Data {
    pub at: u64,
    pub bytes: Vec<u8>,
    pub file: Option<String>,
}

impl From<(u64, Vec<u8>)> for Data {
    fn from((at, bytes): (u64, Vec<u8>)) -> Data {
        Data { at, bytes, file: None }
    }
}

/// What to run and on what.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Launch {
    /// The program's name, put before messages about it (the command line gives the file's path).
    pub name: Option<String>,
    /// The kernel (the container's only one when `None`).
    pub kernel: Option<String>,
    /// Blocks along x, y, z (Tesla: z is 1).
    pub grid: [u32; 3],
    /// Threads along x, y, z.
    pub block: [u32; 3],
    /// The kernel's parameters in order, one value each, checked against the container's declarations.
    pub params: Vec<Value>,
    /// Bytes placed in global memory before the run, at their addresses.
    pub globals: Vec<Data>,
    /// Constant banks given whole (`at` is the bank), after the container's own.
    pub consts: Vec<Data>,
    /// `NAME@ADDR`: where a `__device__` variable goes (the others go to the top of global memory).
    pub symbols: Vec<String>,
    /// Texture bindings as the command line's `--texture` reads them (Tesla: `N=ADDR,WIDTH[,HEIGHT[,FORMAT]]`;
    /// Fermi: `N=ADDR,COUNT[,CHANNELS]` or an image file, see [`textures`]).
    pub textures: Vec<String>,
    /// Fermi: surface bindings as `--surface` reads them.
    pub surfaces: Vec<String>,
    /// Fermi: sampler states as `--sampler` reads them.
    pub samplers: Vec<String>,
    /// Bytes of global memory (Tesla default 16 MiB, Fermi 64 MiB; at most 1 GiB).
    pub global_size: Option<u64>,
    /// Fermi: dynamic shared memory a block, bytes.
    pub shared_dynamic: u64,
    /// Warp instructions the whole launch may run (default 100,000,000).
    pub max_steps: Option<u64>,
    /// Worker threads (default: one per core; 1 to 64).
    pub threads: Option<usize>,
    /// Tesla: the chip variant (default: the container's, else GT215 as for `dis`).
    pub variant: Option<crate::Variant>,
    /// Tesla: the MP's ISA flags word (default 0).
    pub isa_flags: Option<u32>,
}

impl Launch {
    /// `name: ` for messages about the program, or nothing.
    fn at(&self) -> String {
        self.name.as_ref().map(|n| format!("{n}: ")).unwrap_or_default()
    }
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

/// Global memory at most: the simulator allocates all of it up front (and Fermi's must stay below the
/// shared and local windows).
pub const MAX_GLOBAL: u64 = 1 << 30;
/// The step limit without one given (warp instructions in the whole launch).
pub const DEFAULT_MAX_STEPS: u64 = 100_000_000;
/// Threads a block (sm_1x hardware has 512; the FlexGrip soft GPU runs 1024; sm_20 1024), and blocks
/// along each grid dimension.
pub const MAX_BLOCK_THREADS: u64 = 1024;
pub const MAX_GRID_DIM: u32 = 65535;
/// A constant bank's size (bytes), Tesla's and Fermi's.
pub const BANK_SIZE: u64 = 64 << 10;

/// A launch prepared for one ISA: nothing has run yet.
///
/// ```
/// use gpuisa::run::{Launch, Session, Value};
/// let shared = std::env::var("GPUISA_SHARED").unwrap_or_else(|_| "../../../shared".into());
/// let case = std::path::Path::new(&shared).join("corpus/fermi-e2e/01_vecadd");
/// let spec: serde_json::Value = serde_json::from_slice(&std::fs::read(case.join("case.json")).unwrap()).unwrap();
/// let c = gpuisa::Container::open(std::path::Path::new(&shared).join("corpus/fermi").join(spec["cubin"].as_str().unwrap()))?;
/// // One block of 32 threads, every pointer at 0 in a 4 KiB global memory: thread i doubles float i.
/// let mut memory = vec![0u8; 4096];
/// memory[4..8].copy_from_slice(&1.5f32.to_le_bytes());
/// let n = spec["params"].as_array().unwrap().len();
/// let mut params = vec![Value::Text("0".into()); n];
/// params[n - 1] = Value::Text("32".into()); // the element count comes last
/// let launch = Launch {
///     kernel: spec["kernel"].as_str().map(String::from),
///     grid: [1, 1, 1],
///     block: [32, 1, 1],
///     params,
///     globals: vec![(0, memory).into()],
///     global_size: Some(4096),
///     ..Launch::default()
/// };
/// let session = Session::prepare(&c, &launch)?;
/// // An observer sees every warp instruction and what it wrote.
/// let mut trace = Vec::new();
/// let stats = session.run(Some(&mut trace)).map_err(|e| session.error(e))?;
/// assert!(!trace.is_empty());
/// let done = session.finish(stats);
/// assert_eq!(done.read(4, 4).unwrap(), 3.0f32.to_le_bytes());
/// assert_eq!(done.read(0, 4).unwrap(), [0; 4]);
/// assert!(done.stats.warp_insns > 0);
/// # Ok::<(), gpuisa::Error>(())
/// ```
pub enum Session {
    Tesla(Box<tesla::TeslaSession>),
    Fermi(Box<fermi::FermiSession>),
}

impl Session {
    /// Sets up kernel `l.kernel` of the Tesla or Fermi container `c` as `l` says.
    pub fn prepare(c: &Container, l: &Launch) -> Result<Session> {
        match c.arch() {
            Some(Arch::Fermi) => Ok(Session::Fermi(Box::new(fermi::FermiSession::prepare(c, l)?))),
            Some(Arch::Tesla) => Ok(Session::Tesla(Box::new(tesla::TeslaSession::prepare(c, l)?))),
            Some(a) => Err(Error::Usage(format!("{a} code does not run on the SIMT machine (run it with the command line's `run --arch {a}`)"))),
            None => Err(Error::Usage(format!("a {} does not say its architecture: open a cubin", c.format()))),
        }
    }

    /// Runs the launch; `trace`, when given, receives each warp instruction and what it wrote.
    pub fn run(&self, trace: Option<&mut dyn std::io::Write>) -> std::result::Result<Stats, SimError> {
        match self {
            Session::Tesla(s) => s.run(trace),
            Session::Fermi(s) => s.run(trace),
        }
    }

    /// A failed run as the command line says it.
    pub fn error(&self, e: SimError) -> Error {
        match self {
            Session::Tesla(s) => s.error(e),
            Session::Fermi(s) => s.error(e),
        }
    }

    /// What the run left.
    pub fn finish(self, stats: Stats) -> Finished {
        let mem = match self {
            Session::Tesla(s) => s.mem,
            Session::Fermi(s) => s.mem,
        };
        Finished { global: mem.global, stats }
    }
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
///         .map(|g| (num(g["addr"].as_str().unwrap()), std::fs::read(case.join(g["file"].as_str().unwrap())).unwrap()).into())
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
    let s = Session::prepare(c, l)?;
    let stats = s.run(None).map_err(|e| s.error(e))?;
    Ok(s.finish(stats))
}

/// The kernel `l` names, or the container's only one.
fn kernel<'c>(c: &'c Container, l: &Launch) -> Result<&'c gpuisa_container::Kernel> {
    let name = l.at();
    match (&l.kernel, c.kernels()) {
        (Some(k), _) => c.kernel(k).ok_or_else(|| Error::Usage(format!("{name}no kernel `{}`", short(k)))),
        (None, [only]) => Ok(only),
        (None, []) => Err(Error::Container(format!("{name}no kernel to run"))),
        (None, ks) => {
            let names: Vec<&str> = ks.iter().map(|k| k.name.as_str()).collect();
            Err(Error::Usage(format!("{name}{} kernels ({}): say which with --kernel", ks.len(), names.join(", "))))
        }
    }
}

/// Zero sizes, and more global memory than the simulator takes.
fn check_common(l: &Launch) -> Result<()> {
    if l.grid.contains(&0) || l.block.contains(&0) {
        return Err(Error::Usage("--grid/--block: sizes start at 1".into()));
    }
    let size = global_size(l, 0);
    if size > MAX_GLOBAL {
        return Err(Error::Usage(format!("--global-size {size}: at most {MAX_GLOBAL} bytes (1 GiB)")));
    }
    Ok(())
}

fn global_size(l: &Launch, default: u64) -> u64 {
    l.global_size.unwrap_or(default)
}

/// Banks at most for `--const` (a bank number is checked before anything is read).
fn check_banks(l: &Launch, banks: u64) -> Result<()> {
    match l.consts.iter().find(|d| d.at >= banks) {
        Some(d) => Err(Error::Usage(format!("--const: bank {} (there are {banks}: 0 to {})", d.at, banks - 1))),
        None => Ok(()),
    }
}

/// The container's constant banks that belong to the kernel (or to no kernel), below `banks`, each
/// written into its bank of [`BANK_SIZE`] bytes; bank 0 skipped when `skip0`. A bank that overflows is
/// returned for the caller's message.
fn container_banks<'c>(c: &'c Container, k: &gpuisa_container::Kernel, mem: &mut Memory, skip0: bool) -> std::result::Result<(), (&'c gpuisa_container::ConstBank, u32)> {
    let banks = mem.consts.len();
    for b in &c.parsed().const_banks {
        let Some(n) = b.bank.filter(|&n| (n as usize) < banks && !(skip0 && n == 0)) else { continue };
        if b.kernel.as_deref().is_some_and(|name| name != k.name) {
            continue;
        }
        let end = b.offset.checked_add(b.data.len() as u64).filter(|&e| e <= BANK_SIZE).ok_or((b, n))? as usize;
        let bank = &mut mem.consts[n as usize];
        if bank.len() < end {
            bank.resize(end, 0);
        }
        bank[b.offset as usize..end].copy_from_slice(&b.data);
    }
    Ok(())
}

/// Places the launch's banks given whole, then its global bytes.
fn user_memory(l: &Launch, mem: &mut Memory) -> Result<()> {
    for d in &l.consts {
        if d.bytes.len() as u64 > BANK_SIZE {
            let what = d.file.as_ref().map(|f| format!("{}={}", d.at, short(f))).unwrap_or_else(|| d.at.to_string());
            return Err(Error::Container(format!("--const {what}: {} bytes; a bank holds {BANK_SIZE}", d.bytes.len())));
        }
        if let Some(bank) = mem.consts.get_mut(d.at as usize) {
            *bank = d.bytes.clone();
        }
    }
    for d in &l.globals {
        let size = mem.global.len();
        if !usize::try_from(d.at).is_ok_and(|a| mem.global.write_bytes(a, &d.bytes)) {
            let what = d.file.as_ref().map(|f| format!(" {}", short(f))).unwrap_or_default();
            return Err(Error::Container(format!(
                "--global{what}: {} bytes at {:#x} do not fit the {size} bytes of global memory (--global-size)",
                d.bytes.len(),
                d.at
            )));
        }
    }
    Ok(())
}

/// The step limit of a launch, refusing one whose warps alone outnumber it: each warp runs at least one
/// instruction, so such a run could only end at the limit, after starting blocks for as long as that takes
/// (a 65535 x 65535 grid: minutes).
fn limits(l: &Launch, launch: &SimLaunch) -> Result<gpuisa_simt::Limits> {
    let max = l.max_steps.unwrap_or(DEFAULT_MAX_STEPS);
    let blocks: u64 = launch.grid.iter().map(|&g| g as u64).product();
    let warps = launch.block.iter().map(|&b| b as u64).product::<u64>().div_ceil(32);
    let least = blocks.saturating_mul(warps);
    if least > max {
        let given = if l.max_steps.is_some() { "--max-steps" } else { "the default --max-steps" };
        return Err(Error::Run(format!(
            "{}step limit: {blocks} blocks of {warps} warps run at least {least} warp instructions (each warp one or more), more than {given} {max}: give a larger --max-steps to run it",
            l.at()
        )));
    }
    let threads = l.threads.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get())).clamp(1, 64);
    Ok(gpuisa_simt::Limits { max_steps: max, threads })
}

/// Sets entry `n`, growing `v` with defaults.
fn put<T: Default + Clone>(v: &mut Vec<T>, n: usize, x: T) {
    if v.len() <= n {
        v.resize(n + 1, T::default());
    }
    v[n] = x;
}
