//! `gpuisa run --arch tesla`: run a Tesla kernel on the SIMT machine. Argument handling and printing
//! only; the machine is gpuisa-simt, the semantics gpuisa-tesla's `exec`.

use clap::Args;
use gpuisa_simt::{Global, Launch, Limits, Memory};
use gpuisa_tesla::exec::{self, TeslaSim};
use gpuisa_tesla::{ProgramType, Tesla, Variant};
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Args, Debug, Default)]
pub struct TeslaRunArgs {
    /// Tesla: the kernel to run, for a cubin with several.
    #[arg(long)]
    kernel: Option<String>,
    /// Tesla: the chip variant (g80, g84, g200, mcp77, gt215; default: the one the container names, else g80).
    #[arg(long)]
    variant: Option<String>,
    /// Tesla: grid size X[,Y] in blocks.
    #[arg(long, value_name = "X[,Y]")]
    grid: Option<String>,
    /// Tesla: block size X[,Y[,Z]] in threads.
    #[arg(long, value_name = "X[,Y[,Z]]")]
    block: Option<String>,
    /// Tesla: a 32-bit kernel parameter (decimal, 0x hex, or a float with a point or exponent), placed in
    /// order at s[0x10], s[0x14], ...; or `#N=V`: parameter N of the cubin's metadata at its own offset and
    /// size (an 8-byte pointer takes a 64-bit V).
    #[arg(long = "param", value_name = "V|#N=V")]
    params: Vec<String>,
    /// Tesla: raw bytes loaded into global memory at ADDR (default 0).
    #[arg(long = "global", value_name = "FILE[@ADDR]")]
    globals: Vec<String>,
    /// Tesla: raw bytes loaded into constant bank BANK.
    #[arg(long = "const", value_name = "BANK=FILE")]
    consts: Vec<String>,
    /// Tesla: after the run, print global memory from START to END (hex byte addresses), one 32-bit word a line.
    #[arg(long, value_name = "START:END")]
    dump: Option<String>,
    /// Tesla: stop with an error after this many warp instructions.
    #[arg(long, default_value_t = 100_000_000)]
    max_steps: u64,
    /// Tesla: global memory size in bytes (accesses beyond it are errors).
    #[arg(long, default_value_t = 16 << 20)]
    global_size: usize,
    /// Tesla: worker threads running blocks at once (default: one per core; races between blocks then
    /// resolve in any order the hardware could give).
    #[arg(long)]
    threads: Option<usize>,
    /// Tesla: print each executed warp instruction with its active mask (to standard error; one thread).
    #[arg(long)]
    trace: bool,
    /// Tesla: print the instruction mix, divergence, barrier waits and memory traffic (to standard error).
    #[arg(long)]
    stats: bool,
}

fn num(s: &str) -> Result<u64, String> {
    let s = s.trim();
    let v = match s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
        Some(h) => u64::from_str_radix(h, 16),
        None => s.parse(),
    };
    v.map_err(|_| format!("`{s}` is not a number"))
}

/// A parameter word: an integer, or a float (with a point or an exponent) as its f32 bits.
fn param(s: &str) -> Result<u32, String> {
    let t = s.trim();
    let is_float = !t.starts_with("0x") && (t.contains('.') || t.contains(['e', 'E']) || t.contains("inf") || t.contains("nan"));
    if is_float {
        return t.parse::<f32>().map(f32::to_bits).map_err(|_| format!("--param `{s}` is not a float"));
    }
    if let Some(neg) = t.strip_prefix('-') {
        return num(neg).map(|v| (v as u32).wrapping_neg()).map_err(|e| format!("--param: {e}"));
    }
    let v = num(t).map_err(|e| format!("--param: {e}"))?;
    u32::try_from(v).map_err(|_| format!("--param `{s}` does not fit 32 bits"))
}

fn dims<const N: usize>(s: &Option<String>, what: &str) -> Result<[u32; N], String> {
    let mut d = [1u32; N];
    let Some(s) = s else { return Err(format!("--{what} is needed")) };
    let parts: Vec<&str> = s.split(',').collect();
    if parts.len() > N {
        return Err(format!("--{what} takes at most {N} sizes"));
    }
    for (i, p) in parts.iter().enumerate() {
        d[i] = u32::try_from(num(p)?).map_err(|_| format!("--{what}: `{p}` is too large"))?;
    }
    Ok(d)
}

fn read(p: &str) -> Result<Vec<u8>, String> {
    std::fs::read(p).map_err(|e| format!("{p}: {e}"))
}

pub fn run(program: Option<PathBuf>, a: &TeslaRunArgs) -> ExitCode {
    match try_run(program, a) {
        Ok(()) => ExitCode::SUCCESS,
        Err(msg) => {
            eprintln!("gpuisa: {msg}");
            ExitCode::from(1)
        }
    }
}

fn try_run(program: Option<PathBuf>, a: &TeslaRunArgs) -> Result<(), String> {
    let path = program.ok_or("run needs a PROGRAM (a cubin or a hex file)")?;
    let name = path.display().to_string();
    let bytes = std::fs::read(&path).map_err(|e| format!("{name}: {e}"))?;
    let c = gpuisa_container::read(&bytes).map_err(|e| format!("{name}: {e}"))?;
    let kernel = match (&a.kernel, c.kernels.as_slice()) {
        (Some(k), _) => c.kernel(k).ok_or_else(|| format!("{name}: no kernel `{k}`"))?,
        (None, [only]) => only,
        (None, ks) => {
            let names: Vec<&str> = ks.iter().map(|k| k.name.as_str()).collect();
            return Err(format!("{name}: {} kernels ({}): say which with --kernel", ks.len(), names.join(", ")));
        }
    };
    let variant = match &a.variant {
        Some(v) => Variant::from_name(v).ok_or_else(|| format!("--variant {v}: one of g80, g84, g200, mcp77, gt215"))?,
        None => c.arch.and_then(|i| i.tesla_variant()).and_then(Variant::from_name).unwrap_or(Variant::G80),
    };
    let tesla = Tesla::new(variant, ProgramType::Compute);
    let prog = exec::load(&tesla, &kernel.code).map_err(|e| format!("{name}: {e}"))?;
    let launch = Launch {
        grid: dims::<2>(&a.grid, "grid")?,
        block: dims::<3>(&a.block, "block")?,
        shared_size: exec::SHARED_SIZE,
        local_size: if exec::uses_local(&prog) { exec::LOCAL_SIZE.max(kernel.resources.lmem.unwrap_or(0) as usize) } else { 0 },
    };
    let mut mem = Memory { global: Global::new(a.global_size), consts: vec![Vec::new(); 16] };
    // The container's constant segments, then the user's.
    for b in &c.const_banks {
        if let Some(n) = b.bank.filter(|n| *n < 16) {
            if b.kernel.as_deref().is_none_or(|k| k == kernel.name) {
                let bank = &mut mem.consts[n as usize];
                let end = b.offset as usize + b.data.len();
                if bank.len() < end {
                    bank.resize(end, 0);
                }
                bank[b.offset as usize..end].copy_from_slice(&b.data);
            }
        }
    }
    for spec in &a.consts {
        let (bank, file) = spec.split_once('=').ok_or_else(|| format!("--const `{spec}`: write BANK=FILE"))?;
        let bank = num(bank)? as usize;
        if bank >= 16 {
            return Err(format!("--const: bank {bank} (there are 16)"));
        }
        mem.consts[bank] = read(file)?;
    }
    for spec in &a.globals {
        let (file, addr) = match spec.rsplit_once('@') {
            Some((f, at)) => (f, num(at)? as usize),
            None => (spec.as_str(), 0),
        };
        let data = read(file)?;
        let size = mem.global.len();
        if !mem.global.write_bytes(addr, &data) {
            return Err(format!(
                "--global {spec}: {} bytes at {addr:#x} do not fit the {size} bytes of global memory (--global-size)",
                data.len()
            ));
        }
    }
    let mut space: Vec<u8> = Vec::new();
    let mut positional = 0usize;
    for p in &a.params {
        let (at, bytes) = match p.strip_prefix('#').and_then(|r| r.split_once('=')) {
            Some((n, v)) => {
                let n: u32 = n.parse().map_err(|_| format!("--param {p}: `{n}` is not a parameter number"))?;
                let meta = kernel.params.iter().find(|m| m.ordinal == n).ok_or_else(|| {
                    format!("--param {p}: the cubin lists no parameter {n} for {} ({} listed)", kernel.name, kernel.params.len())
                })?;
                let v = if meta.size == 8 { num(v)? } else { param(v)? as u64 };
                (meta.offset as usize, v.to_le_bytes()[..(meta.size as usize).min(8)].to_vec())
            }
            None => {
                positional += 1;
                (4 * (positional - 1), param(p)?.to_le_bytes().to_vec())
            }
        };
        if space.len() < at + bytes.len() {
            space.resize(at + bytes.len(), 0);
        }
        space[at..at + bytes.len()].copy_from_slice(&bytes);
    }
    let sim = TeslaSim { params: space, addrs: prog.addrs.clone() };
    let threads = a.threads.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    let limits = Limits { max_steps: a.max_steps, threads };
    let stderr = std::io::stderr();
    let mut trace_out = std::io::BufWriter::new(stderr.lock());
    let trace: Option<&mut dyn Write> = if a.trace { Some(&mut trace_out) } else { None };
    let stats = gpuisa_simt::run(&sim, &prog, &launch, &mem, &limits, &|p, s| sim.init_shared(p, s), trace)
        .map_err(|e| e.to_string())?;
    drop(trace_out);
    if let Some(d) = &a.dump {
        let (s, e) = d.split_once(':').ok_or("--dump takes START:END")?;
        let hex = |x: &str| u64::from_str_radix(x.trim_start_matches("0x"), 16).map_err(|_| format!("--dump: `{x}` is not hex"));
        let (start, end) = (hex(s)? as usize, hex(e)? as usize);
        let out = std::io::stdout();
        let mut w = std::io::BufWriter::new(out.lock());
        let mut addr = start & !3;
        while addr < end.min(mem.global.len()) {
            let v = mem.global.word(addr);
            writeln!(w, "{addr:05X} {v:08X}").map_err(crate::output_error)?;
            addr += 4;
        }
        w.flush().map_err(crate::output_error)?;
    }
    if a.stats {
        eprint!("{stats}");
    }
    Ok(())
}
