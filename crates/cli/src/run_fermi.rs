//! `gpuisa run --arch fermi`: run an sm_20 kernel on the SIMT machine. Argument handling and printing
//! only; the machine is gpuisa-simt, the semantics gpuisa-fermi's `exec`. The launch options are the
//! Tesla run's (`--grid`, `--block`, `--param`, `--global`, `--const`, `--dump`, ...) plus
//! `--shared-dynamic`.

use crate::out::{usage, Fail, OrUsage, Res};
use crate::params::param_bytes;
use crate::run_tesla::{dims, num, read, short, TeslaRunArgs};
use clap::Args;
use gpuisa_fermi::exec::{self, abi, FermiSim};
use gpuisa_simt::{Global, Launch, Limits, Memory};
use std::io::Write;
use std::path::PathBuf;

#[derive(Args, Debug, Default)]
pub struct FermiRunArgs {
    /// Fermi: bytes of dynamic shared memory (the kernel's `extern __shared__` array) [default: 0]
    #[arg(long, value_name = "BYTES")]
    pub(crate) shared_dynamic: Option<String>,
    /// Fermi: binds texture N (the index TLD names) to COUNT elements of global memory at ADDR, each of
    /// CHANNELS 32-bit channels (1, 2 or 4; default 1), as `cudaBindTexture` binds linear memory for
    /// `tex1Dfetch`. Tesla: N=ADDR,WIDTH[,HEIGHT[,FORMAT]] binds texture unit N (`$tN`) to WIDTH x HEIGHT
    /// elements (HEIGHT default 1) at ADDR, row after row, FORMAT b32, b32x2 or b32x4 (32-bit channels an
    /// element; default b32); `texauto` samples as CUDA's default sampler does (point, unnormalised
    /// coordinates, clamped), `texfetch` reads integer texel coordinates (zeros outside)
    #[arg(long = "texture", value_name = "N=ADDR,COUNT[,CHANNELS]|N=ADDR,WIDTH[,HEIGHT[,FORMAT]]")]
    pub(crate) textures: Vec<String>,
}

/// Textures at most (TLD's index field is 8 bits).
const MAX_TEXTURES: u64 = 256;

/// One `--texture N=ADDR,COUNT[,CHANNELS]`: the index and the binding, which must lie in global memory.
fn texture(spec: &str, global_size: u64) -> Result<(usize, exec::tex::Texture), String> {
    let bad = || format!("--texture `{}`: write N=ADDR,COUNT[,CHANNELS]", short(spec));
    let (n, rest) = spec.split_once('=').ok_or_else(bad)?;
    let n = num(n).map_err(|e| format!("--texture: {e}"))?;
    if n >= MAX_TEXTURES {
        return Err(format!("--texture: texture {n} (TLD names 0 to {})", MAX_TEXTURES - 1));
    }
    let parts: Vec<&str> = rest.split(',').collect();
    let (addr, count, channels) = match parts[..] {
        [a, c] => (a, c, "1"),
        [a, c, ch] => (a, c, ch),
        _ => return Err(bad()),
    };
    let addr = num(addr).map_err(|e| format!("--texture: {e}"))?;
    let count = num(count).map_err(|e| format!("--texture: {e}"))?;
    let channels = match num(channels).map_err(|e| format!("--texture: {e}"))? {
        c @ (1 | 2 | 4) => c as u8,
        c => return Err(format!("--texture `{}`: {c} channels (1, 2 or 4)", short(spec))),
    };
    let bytes = count.checked_mul(4 * u64::from(channels)).and_then(|b| b.checked_add(addr));
    if bytes.is_none_or(|end| end > global_size) {
        return Err(format!(
            "--texture `{}`: {count} elements of {} bytes at {addr:#x} do not fit the {global_size} bytes of global memory",
            short(spec),
            4 * channels
        ));
    }
    Ok((n as usize, exec::tex::Texture { addr, count, channels }))
}

/// Global memory at most (bytes): it must stay below the shared and local windows.
const MAX_GLOBAL: u64 = 1 << 30;
/// Shared memory a block (sm_20: 48 KiB).
const MAX_SHARED: u64 = 48 << 10;
/// Local memory a thread (sm_20: 512 KiB).
const MAX_LOCAL: u64 = 512 << 10;
/// Constant banks (c[0] .. c[17]: bank 16 is the compiler's literal bank).
const BANKS: usize = 18;

/// Runs a Fermi kernel as the options say, then prints the dump and statistics asked for.
pub fn run(program: Option<PathBuf>, a: &TeslaRunArgs, f: &FermiRunArgs) -> Res<()> {
    if a.variant.is_some() {
        return usage("--variant chooses a Tesla chip; --arch fermi has none");
    }
    if a.isa_flags.is_some() {
        return usage("--isa-flags is the Tesla MP's configuration word; --arch fermi has none");
    }
    let path = program.ok_or_else(|| Fail::Usage("run needs a PROGRAM (an sm_20 cubin)".into()))?;
    let grid = dims::<3>(&a.grid, "grid").or_usage()?;
    let block = dims::<3>(&a.block, "block").or_usage()?;
    // sm_20 grids: up to 65535 blocks along each of x, y and z.
    if grid.iter().any(|&g| g > 65535) || block.iter().map(|&b| b as u64).product::<u64>() > 1024 {
        return usage("--grid/--block: at most 65535 blocks along each grid dimension and 1024 threads a block");
    }
    let global_size = match &a.global_size {
        Some(s) => num(s)
            .map_err(|e| format!("--global-size: {e}"))
            .or_usage()?,
        None => 64 << 20,
    };
    if global_size > MAX_GLOBAL {
        return usage(format!(
            "--global-size {global_size}: at most {MAX_GLOBAL} bytes (1 GiB)"
        ));
    }
    let dyn_shared = match &f.shared_dynamic {
        Some(s) => num(s)
            .map_err(|e| format!("--shared-dynamic: {e}"))
            .or_usage()?,
        None => 0,
    };
    let dump = match &a.dump {
        Some(d) => {
            let (s, e) = d.split_once(':').ok_or_else(|| {
                Fail::Usage(format!("--dump `{}`: write START:END (hex)", short(d)))
            })?;
            let hex = |x: &str| {
                let t = x.trim();
                u64::from_str_radix(t.strip_prefix("0x").unwrap_or(t), 16).map_err(|_| {
                    Fail::Usage(format!("--dump: `{}` is not a hex address", short(x)))
                })
            };
            let (start, end) = (hex(s)?, hex(e)?);
            if start > end || end > global_size {
                return usage(format!("--dump {start:X}:{end:X}: START after END, or END beyond global memory ({global_size:X})"));
            }
            Some((start as usize, end as usize))
        }
        None => None,
    };
    let name = path.display().to_string();
    let bytes = read(&name)?;
    let c = gpuisa_container::read(&bytes).map_err(|e| format!("{name}: {e}"))?;
    match c.arch {
        Some(info) if info.family == gpuisa_container::Family::Fermi => {}
        Some(info) => {
            return usage(format!(
                "{name}: the {} holds {info} code: --arch fermi runs sm_2x kernels only",
                c.format
            ))
        }
        None => {
            return usage(format!(
                "{name}: not a cubin that names its architecture: --arch fermi runs sm_2x cubins"
            ))
        }
    }
    let kernel = match (&a.kernel, c.kernels.as_slice()) {
        (Some(k), _) => c
            .kernel(k)
            .ok_or_else(|| Fail::Usage(format!("{name}: no kernel `{}`", short(k))))?,
        (None, [only]) => only,
        (None, []) => return Err(Fail::Input(format!("{name}: no kernel to run"))),
        (None, ks) => {
            let names: Vec<&str> = ks.iter().map(|k| k.name.as_str()).collect();
            return usage(format!(
                "{name}: {} kernels ({}): say which with --kernel",
                ks.len(),
                names.join(", ")
            ));
        }
    };
    let prog =
        exec::load(&kernel.code).map_err(|e| format!("{name}: kernel {}: {e}", kernel.name))?;
    let smem = kernel.resources.smem.unwrap_or(0) + dyn_shared;
    if smem > MAX_SHARED {
        return usage(format!("{name}: {smem} bytes of shared memory a block (static and --shared-dynamic); sm_20 has {MAX_SHARED}"));
    }
    // Local memory a thread: `.nv.local`, then the stack `.nv.info` asks for (abi::stack_bytes).
    let r = &kernel.resources;
    let lmem = r.lmem.unwrap_or(0);
    let stack = abi::stack_bytes(r.frame.unwrap_or(0), r.min_stack.unwrap_or(0), r.max_stack.unwrap_or(0));
    if lmem.saturating_add(stack) > MAX_LOCAL {
        return Err(Fail::Input(format!(
            "{name}: kernel {} asks for {lmem} bytes of local memory and {stack} of stack a thread; sm_20 has {MAX_LOCAL}",
            kernel.name
        )));
    }
    let launch = Launch {
        grid,
        block,
        shared_size: smem as usize,
        local_size: (lmem + stack) as usize,
    };
    let mut mem = Memory {
        global: Global::new(global_size as usize),
        consts: vec![Vec::new(); BANKS],
    };
    // The kernel's own constant banks other than 0, then the ABI's banks 0 and 1, then the user's.
    for b in &c.const_banks {
        if let Some(n) = b.bank.filter(|&n| n != 0 && (n as usize) < BANKS) {
            if b.kernel.as_deref().is_none_or(|k| k == kernel.name) {
                let end = (b.offset as usize).saturating_add(b.data.len());
                if end > 1 << 16 {
                    return Err(Fail::Input(format!(
                        "{name}: constant section {} lies beyond its bank",
                        b.name
                    )));
                }
                let bank = &mut mem.consts[n as usize];
                if bank.len() < end {
                    bank.resize(end, 0);
                }
                bank[b.offset as usize..end].copy_from_slice(&b.data);
            }
        }
    }
    let mut b0 = abi::bank0(block, grid);
    let mut params: Vec<_> = kernel.params.clone();
    params.sort_by_key(|p| p.ordinal);
    if a.params.len() > params.len() {
        return usage(format!(
            "--param: {} values given; kernel {} has {} parameters",
            a.params.len(),
            kernel.name,
            params.len()
        ));
    }
    if let Some(p) = params.get(a.params.len()) {
        return usage(format!(
            "kernel {} reads parameter #{} (c[0x0][{:#x}], {} bytes), which no --param gives ({} given)",
            kernel.name,
            p.ordinal,
            abi::PARAM_BASE + p.offset as usize,
            p.size,
            a.params.len()
        ));
    }
    for (p, v) in params.iter().zip(&a.params) {
        let bytes = param_bytes(v, p.size)
            .map_err(|e| format!("kernel {}: parameter #{}: {e}", kernel.name, p.ordinal))
            .or_usage()?;
        let at = abi::PARAM_BASE + p.offset as usize;
        if b0.len() < at + bytes.len() {
            b0.resize(at + bytes.len(), 0);
        }
        b0[at..at + bytes.len()].copy_from_slice(&bytes);
    }
    mem.consts[0] = b0;
    mem.consts[1] = {
        let mut b1 = std::mem::take(&mut mem.consts[1]);
        let sp = abi::bank1();
        if b1.len() < sp.len() {
            b1.resize(sp.len(), 0);
        }
        b1[0x100..0x104].copy_from_slice(&sp[0x100..0x104]);
        b1
    };
    crate::device_vars::place(&c.device_vars, &a.symbols, &mut mem, 1 << 16)?;
    for spec in &a.consts {
        let (bank, file) = spec
            .split_once('=')
            .ok_or_else(|| Fail::Usage(format!("--const `{}`: write BANK=FILE", short(spec))))?;
        let bank = num(bank).map_err(|e| format!("--const: {e}")).or_usage()? as usize;
        if bank >= BANKS {
            return usage(format!(
                "--const: bank {bank} (there are {BANKS}: 0 to {})",
                BANKS - 1
            ));
        }
        let data = read(file)?;
        if data.len() > 1 << 16 {
            return Err(Fail::Input(format!(
                "--const {bank}={}: {} bytes; a bank holds 65536",
                short(file),
                data.len()
            )));
        }
        mem.consts[bank] = data;
    }
    for spec in &a.globals {
        let (file, addr) = match spec.rsplit_once('@') {
            Some((file, at)) => (
                file.to_string(),
                num(at)
                    .map_err(|e| format!("--global `{}`: {e}", short(spec)))
                    .or_usage()?,
            ),
            None => (spec.clone(), 0),
        };
        let data = read(&file)?;
        let size = mem.global.len();
        if !usize::try_from(addr).is_ok_and(|addr| mem.global.write_bytes(addr, &data)) {
            return Err(Fail::Input(format!("--global {}: {} bytes at {addr:#x} do not fit the {size} bytes of global memory (--global-size)", short(&file), data.len())));
        }
    }
    let mut textures: Vec<Option<exec::tex::Texture>> = Vec::new();
    for spec in &f.textures {
        let (n, t) = texture(spec, mem.global.len() as u64).or_usage()?;
        if textures.len() <= n {
            textures.resize(n + 1, None);
        }
        textures[n] = Some(t);
    }
    // Every texture the kernel fetches from is bound (else the run would stop at the fetch).
    for (i, op) in prog.ops.iter().enumerate() {
        if op.kind == gpuisa_fermi::sem::Sem::Tld && textures.get(op.imm as usize).copied().flatten().is_none() {
            return usage(format!(
                "kernel {}: `{}` at {:#x} reads texture {:#x}, which no --texture binds",
                kernel.name, prog.texts[i], prog.addrs[i], op.imm
            ));
        }
    }
    let sim = FermiSim { shared_win: abi::SHARED_WIN, local_win: abi::LOCAL_WIN, textures, stack };
    let threads = a
        .threads
        .map(usize::from)
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    let limits = Limits {
        max_steps: crate::run_tesla::step_limit(&name, &launch, a.max_steps)?,
        threads,
    };
    let stderr = std::io::stderr();
    let mut trace_out = std::io::BufWriter::new(stderr.lock());
    let trace: Option<&mut dyn Write> = if a.trace { Some(&mut trace_out) } else { None };
    let result = gpuisa_simt::run(&sim, &prog, &launch, &mem, &limits, &|_, _| {}, trace);
    if a.trace
        && trace_out
            .flush()
            .is_err_and(|e| e.kind() == std::io::ErrorKind::BrokenPipe)
    {
        std::process::exit(0);
    }
    drop(trace_out);
    let stats = match result {
        Ok(stats) => stats,
        Err(gpuisa_simt::SimError::Trace(e)) => {
            return Err(Fail::Input(crate::out::output_error(e)))
        }
        Err(e) => return Err(Fail::Input(format!("{name}: kernel {}: {e}", kernel.name))),
    };
    if let Some((start, end)) = dump {
        crate::out::with_stdout(|w| {
            let mut addr = start & !3;
            while addr < end {
                writeln!(w, "{addr:05X} {:08X}", mem.global.word(addr))?;
                addr += 4;
            }
            Ok(())
        })?;
    }
    if a.stats {
        crate::out::report_raw(&stats.to_string());
    }
    Ok(())
}
