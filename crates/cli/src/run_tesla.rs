//! `gpuisa run --arch tesla`: run a Tesla kernel on the SIMT machine. Argument handling and printing
//! only; the machine is gpuisa-simt, the semantics gpuisa-tesla's `exec`.

use clap::Args;
use gpuisa_simt::{Global, Launch, Limits, Memory};
use gpuisa_tesla::exec::{self, TeslaSim};
use gpuisa_tesla::{ProgramType, Tesla, Variant};
use crate::out::{usage, Fail, OrUsage, Res};
use std::io::Write;
use std::path::PathBuf;

#[derive(Args, Debug, Default)]
pub struct TeslaRunArgs {
    /// Tesla, Fermi: the kernel to run, for a cubin with several.
    #[arg(long)]
    pub(crate) kernel: Option<String>,
    /// Tesla: the chip variant (g80, g84, g200, mcp77, gt215; default: the one the container names, else gt215, as for dis and as).
    #[arg(long)]
    pub(crate) variant: Option<String>,
    /// Tesla, Fermi: grid size in blocks: X[,Y] (Tesla), X[,Y[,Z]] (Fermi).
    #[arg(long, value_name = "X[,Y[,Z]]")]
    pub(crate) grid: Option<String>,
    /// Tesla, Fermi: block size X[,Y[,Z]] in threads.
    #[arg(long, value_name = "X[,Y[,Z]]")]
    pub(crate) block: Option<String>,
    /// Tesla: a 32-bit kernel parameter (decimal, 0x hex, or a float with a point or exponent), placed in
    /// order at s[0x10], s[0x14], ...; or `#N=V`: parameter N of the cubin's metadata at its own offset and
    /// size (an 8-byte pointer takes a 64-bit V; a parameter wider than 8 bytes a list `V,V,...` of 32-bit
    /// values). Fermi: see below.
    #[arg(long = "param", value_name = "V|#N=V", allow_hyphen_values = true)]
    pub(crate) params: Vec<String>,
    /// Tesla, Fermi: raw bytes loaded into global memory at ADDR (default 0).
    #[arg(long = "global", value_name = "FILE[@ADDR]")]
    pub(crate) globals: Vec<String>,
    /// Tesla, Fermi: raw bytes loaded into constant bank BANK (the cubin's own banks are loaded too).
    #[arg(long = "const", value_name = "BANK=FILE")]
    pub(crate) consts: Vec<String>,
    /// Tesla and Fermi: where a `__device__` variable of the program goes in global memory (`gpuisa info`
    /// lists them); the others go to the top of global memory, 256-byte aligned, in the order listed. The
    /// address is written where the code reads it (constant bank 14).
    #[arg(long = "symbol", value_name = "NAME@ADDR")]
    pub(crate) symbols: Vec<String>,
    /// Tesla, Fermi: after the run, print global memory from START to END (hex byte addresses, START <= END <=
    /// --global-size), one 32-bit word a line: `ADDR VALUE`.
    #[arg(long, value_name = "START:END")]
    pub(crate) dump: Option<String>,
    /// Tesla, Fermi: stop with an error after this many warp instructions in the whole launch; a launch
    /// whose warps alone outnumber it (each runs at least one) is refused before it starts [default: 100000000]
    #[arg(long)]
    pub(crate) max_steps: Option<u64>,
    /// Tesla, Fermi: global memory size in bytes, at most 1 GiB (accesses beyond it are errors) [default:
    /// Tesla 16 MiB, Fermi 64 MiB]
    #[arg(long)]
    pub(crate) global_size: Option<String>,
    /// Tesla, Fermi: worker threads running blocks at once, 1 to 64 (default: one per core; races between blocks
    /// then resolve in any order the hardware could give).
    #[arg(long, value_parser = clap::value_parser!(u16).range(1..=64))]
    pub(crate) threads: Option<u16>,
    /// Print each executed instruction and the values it wrote, to standard error: Tesla, Fermi each warp
    /// instruction with its active mask (one thread); isa30 each issue; USSE each instruction issued to
    /// each invocation.
    #[arg(long)]
    pub(crate) trace: bool,
    /// Tesla, Fermi: print the instruction mix, divergence, barrier waits and memory traffic (to standard error).
    #[arg(long)]
    pub(crate) stats: bool,
    /// Tesla: the MP's ISA flags word (MP+0x60; decimal or 0x hex) [default: 0, what a nouveau compute
    /// launch leaves]. Bit 0: quad ops' fake derivative is infinity (else 0); bit 1: a zero factor wins
    /// over any other (0 * x = +0); bit 19 (G200 and later): `sat` turns NaN into 0. An instruction whose
    /// result under the flags given is not documented stops the run and says so.
    #[arg(long, value_name = "WORD")]
    pub(crate) isa_flags: Option<String>,
}

/// The chip variant when neither --variant nor the container names one: the same as `dis` and `as`
/// (gt215, the superset), so that what assembles also runs.
pub const DEFAULT_VARIANT: Variant = Variant::Gt215;

/// Global memory at most (bytes): the simulator allocates all of it up front.
pub const MAX_GLOBAL: u64 = 1 << 30;
/// Local memory a thread (bytes): sm_1x's limit.
pub const MAX_LOCAL: u64 = 16 << 10;
/// A constant bank's size (bytes).
pub const BANK_SIZE: u64 = 64 << 10;
/// Threads a block (sm_1x hardware has 512; the FlexGrip soft GPU runs 1024), and blocks along each grid
/// dimension.
const MAX_BLOCK_THREADS: u64 = 1024;
const MAX_GRID_DIM: u32 = 65535;

impl TeslaRunArgs {
    /// The first Tesla option given, for refusing them in other runs; --trace (which isa30 runs take too)
    /// not counted when `trace_ok`.
    pub fn given_but(&self, trace_ok: bool) -> Option<&'static str> {
        let a = self;
        [
            (a.kernel.is_some(), "--kernel"),
            (a.variant.is_some(), "--variant"),
            (a.grid.is_some(), "--grid"),
            (a.block.is_some(), "--block"),
            (!a.params.is_empty(), "--param"),
            (!a.globals.is_empty(), "--global"),
            (!a.consts.is_empty(), "--const"),
            (!a.symbols.is_empty(), "--symbol"),
            (a.dump.is_some(), "--dump"),
            (a.max_steps.is_some(), "--max-steps"),
            (a.global_size.is_some(), "--global-size"),
            (a.threads.is_some(), "--threads"),
            (a.trace && !trace_ok, "--trace"),
            (a.stats, "--stats"),
            (a.isa_flags.is_some(), "--isa-flags"),
        ]
        .into_iter()
        .find_map(|(given, name)| given.then_some(name))
    }
}

/// Texture units at most (the instructions' field is 8 bits).
const MAX_TEXTURES: u64 = 256;

/// One `--texture N=ADDR,WIDTH[,HEIGHT[,FORMAT]]` of a Tesla run: FORMAT `b32` (default), `b32x2` or
/// `b32x4` (32-bit channels an element); the texture must lie in global memory.
fn texture(spec: &str, global_size: u64) -> Result<(usize, exec::tex::Texture), String> {
    let bad = || format!("--texture `{}`: write N=ADDR,WIDTH[,HEIGHT[,FORMAT]] (FORMAT b32, b32x2 or b32x4)", short(spec));
    let (n, rest) = spec.split_once('=').ok_or_else(bad)?;
    let n = num(n).map_err(|e| format!("--texture: {e}"))?;
    if n >= MAX_TEXTURES {
        return Err(format!("--texture: texture {n} (the instructions name 0 to {})", MAX_TEXTURES - 1));
    }
    let parts: Vec<&str> = rest.split(',').collect();
    let (addr, width, height, format) = match parts[..] {
        [a, w] => (a, w, "1", "b32"),
        [a, w, h] => (a, w, h, "b32"),
        [a, w, h, f] => (a, w, h, f),
        _ => return Err(bad()),
    };
    let channels = match format {
        "b32" => 1,
        "b32x2" => 2,
        "b32x4" => 4,
        _ => return Err(bad()),
    };
    let addr = num(addr).map_err(|e| format!("--texture: {e}"))?;
    let (width, height) = (num(width).map_err(|e| format!("--texture: {e}"))?, num(height).map_err(|e| format!("--texture: {e}"))?);
    if !(1..=1 << 16).contains(&width) || !(1..=1 << 16).contains(&height) {
        return Err(format!("--texture `{}`: width and height are 1 to 65536", short(spec)));
    }
    let tex = exec::tex::Texture { addr, width: width as u32, height: height as u32, channels };
    if addr.checked_add(tex.bytes()).is_none_or(|end| end > global_size) {
        return Err(format!("--texture `{}`: {} bytes at {addr:#x} do not fit the {global_size} bytes of global memory", short(spec), tex.bytes()));
    }
    Ok((n as usize, tex))
}

pub(crate) use gpuisa::params::{num, short};

/// Launch sizes `X[,Y[,Z]]`, at most `N` of them (the rest 1).
pub(crate) fn dims<const N: usize>(s: &Option<String>, what: &str) -> Result<[u32; N], String> {
    let mut d = [1u32; N];
    let Some(s) = s else { return Err(format!("--{what} is needed")) };
    let parts: Vec<&str> = s.split(',').collect();
    if parts.len() > N {
        return Err(format!("--{what} takes at most {N} sizes"));
    }
    for (i, p) in parts.iter().enumerate() {
        let v = num(p).map_err(|e| format!("--{what}: {e}"))?;
        if v == 0 {
            return Err(format!("--{what}: sizes start at 1"));
        }
        d[i] = u32::try_from(v).map_err(|_| format!("--{what}: `{}` is too large", short(p)))?;
    }
    Ok(d)
}

pub(crate) fn read(p: &str) -> Res<Vec<u8>> {
    crate::out::read_file(std::path::Path::new(p))
}

/// The launch options, checked before anything is loaded or run.
struct Checked {
    grid: [u32; 2],
    block: [u32; 3],
    global_size: usize,
    dump: Option<(usize, usize)>,
    /// `--const BANK=FILE`, read as (bank, file).
    consts: Vec<(usize, String)>,
    /// `--global FILE[@ADDR]`, read as (file, address).
    globals: Vec<(String, u64)>,
}

fn check(a: &TeslaRunArgs) -> Res<Checked> {
    let grid = dims::<3>(&a.grid, "grid").or_usage()?;
    let block = dims::<3>(&a.block, "block").or_usage()?;
    if grid[2] != 1 {
        return usage("--grid: sm_1x grids have two dimensions (give X[,Y]); 3-D grids need --arch fermi");
    }
    let grid = [grid[0], grid[1]];
    if grid.iter().any(|&g| g > MAX_GRID_DIM) {
        return usage(format!("--grid: at most {MAX_GRID_DIM} blocks along each dimension"));
    }
    let threads: u64 = block.iter().map(|&b| b as u64).product();
    if threads > MAX_BLOCK_THREADS {
        return usage(format!("--block: {threads} threads; a block has at most {MAX_BLOCK_THREADS}"));
    }
    let global_size = match &a.global_size {
        Some(s) => num(s).map_err(|e| format!("--global-size: {e}")).or_usage()?,
        None => 16 << 20,
    };
    if global_size > MAX_GLOBAL {
        return usage(format!("--global-size {global_size}: at most {MAX_GLOBAL} bytes (1 GiB)"));
    }
    let dump = match &a.dump {
        Some(d) => {
            let (s, e) = d.split_once(':').ok_or_else(|| Fail::Usage(format!("--dump `{}`: write START:END (hex)", short(d))))?;
            let hex = |x: &str| {
                let t = x.trim();
                u64::from_str_radix(t.strip_prefix("0x").unwrap_or(t), 16)
                    .map_err(|_| Fail::Usage(format!("--dump: `{}` is not a hex address", short(x))))
            };
            let (start, end) = (hex(s)?, hex(e)?);
            if start > end {
                return usage(format!("--dump {start:X}:{end:X}: START is after END"));
            }
            if end > global_size {
                return usage(format!("--dump {start:X}:{end:X}: global memory ends at {global_size:X} (--global-size)"));
            }
            Some((start as usize, end as usize))
        }
        None => None,
    };
    let mut consts = Vec::new();
    for spec in &a.consts {
        let (bank, file) = spec.split_once('=').ok_or_else(|| Fail::Usage(format!("--const `{}`: write BANK=FILE", short(spec))))?;
        let bank = num(bank).map_err(|e| format!("--const: {e}")).or_usage()?;
        if bank >= 16 {
            return usage(format!("--const: bank {bank} (there are 16: 0 to 15)"));
        }
        consts.push((bank as usize, file.to_string()));
    }
    let mut globals = Vec::new();
    for spec in &a.globals {
        globals.push(match spec.rsplit_once('@') {
            Some((file, at)) => (file.to_string(), num(at).map_err(|e| format!("--global `{}`: {e}", short(spec))).or_usage()?),
            None => (spec.clone(), 0),
        });
    }
    Ok(Checked { grid, block, global_size: global_size as usize, dump, consts, globals })
}

/// A launch ready to run: the program read and lowered, memories and parameters set up.
pub struct Prepared {
    name: String,
    prog: gpuisa_simt::Program<exec::op::Op>,
    launch: Launch,
    mem: Memory,
    sim: TeslaSim,
    dump: Option<(usize, usize)>,
    kernel: String,
    code: Vec<u8>,
    variant: Variant,
}

/// Checks the options, reads the program and sets up the launch; nothing runs yet.
pub fn prepare(program: Option<PathBuf>, a: &TeslaRunArgs, texture_specs: &[String]) -> Res<Prepared> {
    let path = program.ok_or_else(|| Fail::Usage("run needs a PROGRAM (a cubin or a hex file)".into()))?;
    let launch_opts = check(a)?;
    let variant_opt = match &a.variant {
        Some(v) => Some(Variant::from_name(v).ok_or_else(|| Fail::Usage(format!("--variant {}: one of g80, g84, g200, mcp77, gt215", short(v))))?),
        None => None,
    };
    let name = path.display().to_string();
    let bytes = read(&name)?;
    let c = gpuisa_container::read(&bytes).map_err(|e| format!("{name}: {e}"))?;
    if let Some(info) = c.arch {
        if info.family != gpuisa_container::Family::Tesla {
            return usage(format!("{name}: the {} holds {info} code, not Tesla's: --arch tesla runs sm_1x kernels only", c.format));
        }
    }
    let kernel = match (&a.kernel, c.kernels.as_slice()) {
        (Some(k), _) => c.kernel(k).ok_or_else(|| Fail::Usage(format!("{name}: no kernel `{}`", short(k))))?,
        (None, [only]) => only,
        (None, []) => return Err(Fail::Input(format!("{name}: no kernel to run"))),
        (None, ks) => {
            let names: Vec<&str> = ks.iter().map(|k| k.name.as_str()).collect();
            return usage(format!("{name}: {} kernels ({}): say which with --kernel", ks.len(), names.join(", ")));
        }
    };
    let variant = variant_opt
        .unwrap_or_else(|| c.arch.and_then(|i| i.tesla_variant()).and_then(Variant::from_name).unwrap_or(DEFAULT_VARIANT));
    let tesla = Tesla::new(variant, ProgramType::Compute);
    let prog = exec::load(&tesla, &kernel.code).map_err(|e| format!("{name}: {e}"))?;
    let lmem = kernel.resources.lmem.unwrap_or(0);
    if lmem > MAX_LOCAL {
        return Err(Fail::Input(format!("{name}: kernel {} asks for {lmem} bytes of local memory a thread; sm_1x has at most {MAX_LOCAL}", kernel.name)));
    }
    let launch = Launch {
        grid: [launch_opts.grid[0], launch_opts.grid[1], 1],
        block: launch_opts.block,
        shared_size: exec::SHARED_SIZE,
        local_size: if exec::uses_local(&prog) { exec::LOCAL_SIZE.max(lmem as usize) } else { 0 },
    };
    let mut mem = Memory { global: Global::new(launch_opts.global_size), consts: vec![Vec::new(); 16] };
    // The container's constant segments, then the user's.
    for b in &c.const_banks {
        if let Some(n) = b.bank.filter(|n| *n < 16) {
            if b.kernel.as_deref().is_none_or(|k| k == kernel.name) {
                let end = b.offset.checked_add(b.data.len() as u64).filter(|&e| e <= BANK_SIZE).ok_or_else(|| {
                    format!("{name}: constant segment {} ({} bytes at {:#x}) lies beyond the {BANK_SIZE} bytes of bank {n}", b.name, b.data.len(), b.offset)
                })? as usize;
                let bank = &mut mem.consts[n as usize];
                if bank.len() < end {
                    bank.resize(end, 0);
                }
                bank[b.offset as usize..end].copy_from_slice(&b.data);
            }
        }
    }
    crate::device_vars::place(&c.device_vars, &a.symbols, &mut mem, BANK_SIZE as usize)?;
    for (bank, file) in &launch_opts.consts {
        let data = read(file)?;
        if data.len() as u64 > BANK_SIZE {
            return Err(Fail::Input(format!("--const {bank}={}: {} bytes; a bank holds {BANK_SIZE}", short(file), data.len())));
        }
        mem.consts[*bank] = data;
    }
    for (file, addr) in &launch_opts.globals {
        let addr = *addr;
        let data = read(file)?;
        let size = mem.global.len();
        if !usize::try_from(addr).is_ok_and(|addr| mem.global.write_bytes(addr, &data)) {
            return Err(Fail::Input(format!(
                "--global {}: {} bytes at {addr:#x} do not fit the {size} bytes of global memory (--global-size)",
                short(file),
                data.len()
            )));
        }
    }
    let space = crate::tesla_params::space(&a.params, kernel, exec::SHARED_SIZE)?;
    let mut sim = TeslaSim::new(space, prog.addrs.clone());
    if let Some(f) = &a.isa_flags {
        let v = num(f).ok().and_then(|v| u32::try_from(v).ok());
        let v = v.ok_or_else(|| Fail::Usage(format!("--isa-flags `{}`: a 32-bit number", short(f))))?;
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
    for spec in texture_specs {
        let (n, tex) = texture(spec, mem.global.len() as u64).or_usage()?;
        if sim.textures.len() <= n {
            sim.textures.resize(n + 1, None);
        }
        sim.textures[n] = Some(tex);
    }
    // Every texture the kernel reads must be bound.
    for (i, op) in prog.ops.iter().enumerate() {
        if matches!(op.kind, exec::op::Kind::Tex { .. }) && sim.textures.get(op.tex.tex as usize).copied().flatten().is_none() {
            return usage(format!(
                "{name}: `{}` reads texture {}: bind it with --texture {}=ADDR,WIDTH[,HEIGHT[,FORMAT]]",
                prog.texts[i], op.tex.tex, op.tex.tex
            ));
        }
    }
    Ok(Prepared { name, prog, launch, mem, sim, dump: launch_opts.dump, kernel: kernel.name.clone(), code: kernel.code.clone(), variant })
}

/// The step limit without --max-steps (warp instructions in the whole launch).
pub(crate) const DEFAULT_MAX_STEPS: u64 = 100_000_000;

/// The step limit of a launch, refusing one whose warps alone outnumber it: each warp runs at least one
/// instruction, so such a run could only end at the limit, after starting blocks for as long as that takes
/// (a 65535 x 65535 grid: minutes).
pub(crate) fn step_limit(name: &str, launch: &Launch, max_steps: Option<u64>) -> Res<u64> {
    let max = max_steps.unwrap_or(DEFAULT_MAX_STEPS);
    let blocks: u64 = launch.grid.iter().map(|&g| g as u64).product();
    let warps = (launch.block.iter().map(|&b| b as u64).product::<u64>()).div_ceil(32);
    let least = blocks.saturating_mul(warps);
    if least > max {
        let given = if max_steps.is_some() { "--max-steps" } else { "the default --max-steps" };
        return Err(Fail::Input(format!(
            "{name}: step limit: {blocks} blocks of {warps} warps run at least {least} warp instructions (each warp one or more), more than {given} {max}: give a larger --max-steps to run it"
        )));
    }
    Ok(max)
}

/// Runs a Tesla kernel as the options say, then prints what `after` asks for.
pub fn run(program: Option<PathBuf>, a: &TeslaRunArgs, textures: &[String], after: &crate::run_out::After) -> Res<()> {
    let Prepared { name, prog, launch, mem, sim, dump, kernel, code, variant } = prepare(program, a, textures)?;
    let threads = a.threads.map(usize::from).unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    let limits = Limits { max_steps: step_limit(&name, &launch, a.max_steps)?, threads };
    let stderr = std::io::stderr();
    let mut trace_out = std::io::BufWriter::new(stderr.lock());
    let trace: Option<&mut dyn Write> = if a.trace { Some(&mut trace_out) } else { None };
    let result = gpuisa_simt::run(&sim, &prog, &launch, &mem, &limits, &|p, s| sim.init_shared(p, s), trace);
    // A trace whose reader went away ends the run quietly, as a closed output does.
    if a.trace && trace_out.flush().is_err_and(|e| e.kind() == std::io::ErrorKind::BrokenPipe) {
        std::process::exit(0);
    }
    drop(trace_out);
    let stats = match result {
        Ok(stats) => stats,
        Err(gpuisa_simt::SimError::Trace(e)) => return Err(Fail::Input(crate::out::output_error(e))),
        Err(e) => return Err(Fail::Input(format!("{name}: {e}"))),
    };
    let cfg = after.html.as_ref().map(|_| gpuisa_core::cfg::build(&Tesla::new(variant, ProgramType::Compute), &code, 0));
    let done = crate::run_out::Done { name: &name, arch: "tesla", kernel: &kernel, prog: &prog, stats: &stats, mem: &mem, dump, cfg };
    crate::run_out::finish(after, &done)
}
