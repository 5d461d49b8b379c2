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
    /// Fermi: binds texture N (the index TEX, TLD, TLD4 and TXQ name). N=ADDR,COUNT[,CHANNELS]: COUNT
    /// elements of global memory at ADDR, each of CHANNELS 32-bit channels (1, 2 or 4; default 1), as
    /// `cudaBindTexture` binds linear memory for `tex1Dfetch` (1D TLD only). N=FILE[:FORMAT]: a PNG image
    /// (2D; FORMAT converts it, default its own: r8, rg8, rgba8 or their 16-bit forms).
    /// N=FILE:FORMAT:W[xH[xD]][:KIND]: raw texels (FORMAT r8 rg8 rgba8, r8ui.., r16.., r16ui..,
    /// r32f.., r32ui..; KIND 1d 2d 3d by the sizes given, or a1d, a2d, cube, acube; see
    /// docs/fermi-textures.md). Tesla: N=ADDR,WIDTH[,HEIGHT[,FORMAT]] binds texture unit N (`$tN`) to
    /// WIDTH x HEIGHT elements (HEIGHT default 1) at ADDR, row after row, FORMAT b32, b32x2 or b32x4
    /// (32-bit channels an element; default b32); `texauto` samples as CUDA's default sampler does
    /// (point, unnormalised coordinates, clamped), `texfetch` reads integer texel coordinates (zeros
    /// outside). USSE: NAME=IMAGE.png or N=IMAGE.png binds a PNG to a GXP sampler (by name) or texture
    /// unit N (point filtering, clamped; docs/usse.md "Rendering")
    #[arg(long = "texture", value_name = "N=ADDR,COUNT[,CHANNELS]|N=FILE[:FORMAT[:WxH[xD][:KIND]]]")]
    pub(crate) textures: Vec<String>,
    /// Fermi: binds surface slot N (0-7, the slot SULD and SUST name) to an image file, as --texture
    /// does (PNG, or raw with FORMAT and size; 1d, 2d or 3d)
    #[arg(long = "surface", value_name = "N=FILE[:FORMAT[:WxH[xD][:KIND]]]")]
    pub(crate) surfaces: Vec<String>,
    /// Fermi: sampler N's state for TEX and TLD4 (the sampler index they name): a filter (point or
    /// linear), an address mode (clamp, wrap, mirror or border, every axis) and the coordinates
    /// (unnormalized or normalized), comma-separated; unset parts and unset samplers are CUDA's
    /// default: point, clamp, unnormalized. Wrap and mirror need normalized coordinates
    #[arg(long = "sampler", value_name = "N=FILTER,ADDRESS,COORDS")]
    pub(crate) samplers: Vec<String>,
    /// Fermi: after the run, writes surface N's texels (raw, as bound) to FILE
    #[arg(long = "surface-out", value_name = "N=FILE")]
    pub(crate) surface_out: Vec<String>,
}

/// Textures at most (the instructions' texture field is 8 bits), samplers (5 bits), surface slots (3 bits).
const MAX_TEXTURES: u64 = 256;
const MAX_SAMPLERS: u64 = 32;
const MAX_SURFACES: u64 = 8;

/// Whether `spec` is a linear binding (`N=ADDR,COUNT[,CHANNELS]`, all numbers) rather than a file.
fn is_linear(spec: &str) -> bool {
    spec.split_once('=').is_some_and(|(_, r)| {
        let parts: Vec<&str> = r.split(',').collect();
        (2..=3).contains(&parts.len()) && parts.iter().all(|p| num(p).is_ok())
    })
}

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
pub fn run(program: Option<PathBuf>, a: &TeslaRunArgs, f: &FermiRunArgs, after: &crate::run_out::After) -> Res<()> {
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
    let mut images: Vec<Option<std::sync::Arc<exec::tex::Bound>>> = Vec::new();
    for spec in &f.textures {
        if is_linear(spec) {
            let (n, t) = texture(spec, mem.global.len() as u64).or_usage()?;
            put(&mut textures, n, Some(t));
            put(&mut images, n, None);
        } else {
            let (n, image) = crate::fermi_bind::image_binding("--texture", spec, MAX_TEXTURES)?;
            put(&mut images, n, Some(std::sync::Arc::new(exec::tex::Bound { image })));
            put(&mut textures, n, None);
        }
    }
    let mut surfaces = Vec::new();
    for spec in &f.surfaces {
        let (n, image) = crate::fermi_bind::image_binding("--surface", spec, MAX_SURFACES)?;
        if image.array || image.dim == exec::texel::Dim::Cube {
            return usage(format!("--surface `{}`: surfaces are 1d, 2d or 3d", short(spec)));
        }
        put(&mut surfaces, n, Some(std::sync::Arc::new(exec::surf::Surface::new(image))));
    }
    let mut samplers = Vec::new();
    for spec in &f.samplers {
        let (n, s) = crate::fermi_bind::sampler(spec, MAX_SAMPLERS).or_usage()?;
        put(&mut samplers, n, s);
    }
    let mut outs = Vec::new();
    for spec in &f.surface_out {
        let (n, file) = spec.split_once('=').ok_or_else(|| Fail::Usage(format!("--surface-out `{}`: write N=FILE", short(spec))))?;
        let n = num(n).map_err(|e| format!("--surface-out: {e}")).or_usage()?;
        if !surfaces.get(n as usize).is_some_and(|s| s.is_some()) {
            return usage(format!("--surface-out: surface {n} is not bound (--surface {n}=FILE...)"));
        }
        outs.push((n as usize, file.to_string()));
    }
    let sim = FermiSim { shared_win: abi::SHARED_WIN, local_win: abi::LOCAL_WIN, textures, images, samplers, surfaces, stack };
    // Every texture and surface the kernel reads is bound as it reads it (else the run would stop there).
    for (i, op) in prog.ops.iter().enumerate() {
        if let Err(e) = exec::tex::check_binding(&sim, op).and_then(|()| exec::surf::check_binding(&sim, op)) {
            return usage(format!("kernel {}: `{}` at {:#x} {e}", kernel.name, prog.texts[i], prog.addrs[i]));
        }
    }
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
    for (n, file) in outs {
        if let Some(Some(s)) = sim.surfaces.get(n) {
            let img = s.image.lock().unwrap_or_else(|e| e.into_inner());
            std::fs::write(&file, &img.data).map_err(|e| Fail::Input(format!("--surface-out {}: {e}", short(&file))))?;
        }
    }
    let cfg = after.html.as_ref().map(|_| gpuisa_core::cfg::build(&gpuisa_fermi::Fermi::default(), &kernel.code, 0));
    let done = crate::run_out::Done { name: &name, arch: "fermi", kernel: &kernel.name, prog: &prog, stats: &stats, mem: &mem, dump, cfg };
    crate::run_out::finish(after, &done)
}

/// Sets entry `n`, growing `v` with defaults.
fn put<T: Default + Clone>(v: &mut Vec<T>, n: usize, x: T) {
    if v.len() <= n {
        v.resize(n + 1, T::default());
    }
    v[n] = x;
}
