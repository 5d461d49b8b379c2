//! `gpuisa run --arch tesla`: run a Tesla kernel on the SIMT machine. Argument handling and printing
//! only; the machine is gpuisa-simt, the semantics gpuisa-tesla's `exec`.
//! The launch setup is the facade's (`gpuisa::run`); the options shared with Fermi runs are mapped here.

use clap::Args;
use gpuisa::run::{tesla::TeslaSession, Data, Launch, Session, Value};
use crate::out::{usage, Fail, OrUsage, Res};
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

/// The launch the options shared by Tesla and Fermi runs give, with `--const` and `--global` files not
/// yet read ([`read_files`]).
pub(crate) fn launch(name: &str, a: &TeslaRunArgs, default_global: u64) -> Res<Launch> {
    let grid = dims::<3>(&a.grid, "grid").or_usage()?;
    let block = dims::<3>(&a.block, "block").or_usage()?;
    let global_size = match &a.global_size {
        Some(s) => num(s).map_err(|e| format!("--global-size: {e}")).or_usage()?,
        None => default_global,
    };
    let mut consts = Vec::new();
    for spec in &a.consts {
        let (bank, file) = spec.split_once('=').ok_or_else(|| Fail::Usage(format!("--const `{}`: write BANK=FILE", short(spec))))?;
        let bank = num(bank).map_err(|e| format!("--const: {e}")).or_usage()?;
        consts.push(Data { at: bank, bytes: Vec::new(), file: Some(file.to_string()) });
    }
    let mut globals = Vec::new();
    for spec in &a.globals {
        let (file, at) = match spec.rsplit_once('@') {
            Some((file, at)) => (file.to_string(), num(at).map_err(|e| format!("--global `{}`: {e}", short(spec))).or_usage()?),
            None => (spec.clone(), 0),
        };
        globals.push(Data { at, bytes: Vec::new(), file: Some(file) });
    }
    Ok(Launch {
        name: Some(name.to_string()),
        kernel: a.kernel.clone(),
        grid,
        block,
        params: a.params.iter().map(|p| Value::Text(p.clone())).collect(),
        globals,
        consts,
        symbols: a.symbols.clone(),
        global_size: Some(global_size),
        max_steps: a.max_steps,
        threads: a.threads.map(usize::from),
        ..Launch::default()
    })
}

/// Reads the `--const` and `--global` files of `l`.
pub(crate) fn read_files(l: &mut Launch) -> Res<()> {
    for d in l.consts.iter_mut().chain(l.globals.iter_mut()) {
        if let Some(f) = &d.file {
            d.bytes = read(f)?;
        }
    }
    Ok(())
}

/// `--dump START:END` (hex), within `global_size`; `beyond` words the refusal of a range that is not.
pub(crate) fn dump(a: &TeslaRunArgs, global_size: u64, beyond: fn(u64, u64, u64) -> String) -> Res<Option<(usize, usize)>> {
    let Some(d) = &a.dump else { return Ok(None) };
    let (s, e) = d.split_once(':').ok_or_else(|| Fail::Usage(format!("--dump `{}`: write START:END (hex)", short(d))))?;
    let hex = |x: &str| {
        let t = x.trim();
        u64::from_str_radix(t.strip_prefix("0x").unwrap_or(t), 16).map_err(|_| Fail::Usage(format!("--dump: `{}` is not a hex address", short(x))))
    };
    let (start, end) = (hex(s)?, hex(e)?);
    if start > end || end > global_size {
        return usage(beyond(start, end, global_size));
    }
    Ok(Some((start as usize, end as usize)))
}

/// Why a Tesla `--dump` range is refused.
fn dump_refused(start: u64, end: u64, global_size: u64) -> String {
    if start > end {
        format!("--dump {start:X}:{end:X}: START is after END")
    } else {
        format!("--dump {start:X}:{end:X}: global memory ends at {global_size:X} (--global-size)")
    }
}

/// A Tesla launch ready to run, with the --dump range and the program's name.
pub struct Prepared {
    pub(crate) name: String,
    pub(crate) session: Session,
    pub(crate) dump: Option<(usize, usize)>,
}

/// Checks the options, reads the program and sets up the launch; nothing runs yet.
pub fn prepare(program: Option<PathBuf>, a: &TeslaRunArgs, texture_specs: &[String]) -> Res<Prepared> {
    let path = program.ok_or_else(|| Fail::Usage("run needs a PROGRAM (a cubin or a hex file)".into()))?;
    let name = path.display().to_string();
    let mut l = launch(&name, a, gpuisa::run::tesla::DEFAULT_GLOBAL)?;
    gpuisa::run::tesla::check(&l)?;
    let dump = dump(a, l.global_size.unwrap_or(0), dump_refused)?;
    if let Some(v) = &a.variant {
        l.variant = Some(gpuisa::Variant::from_name(v).ok_or_else(|| Fail::Usage(format!("--variant {}: one of g80, g84, g200, mcp77, gt215", short(v))))?);
    }
    if let Some(f) = &a.isa_flags {
        let v = num(f).ok().and_then(|v| u32::try_from(v).ok());
        l.isa_flags = Some(v.ok_or_else(|| Fail::Usage(format!("--isa-flags `{}`: a 32-bit number", short(f))))?);
    }
    l.textures = texture_specs.to_vec();
    let c = gpuisa::Container::from_bytes(read(&name)?).map_err(|e| format!("{name}: {e}"))?;
    read_files(&mut l)?;
    let session = Session::Tesla(Box::new(TeslaSession::prepare(&c, &l)?));
    Ok(Prepared { name, session, dump })
}

/// Runs a Tesla kernel as the options say, then prints what `after` asks for.
pub fn run(program: Option<PathBuf>, a: &TeslaRunArgs, textures: &[String], after: &crate::run_out::After) -> Res<()> {
    let p = prepare(program, a, textures)?;
    crate::run_out::run(&p, a.trace, after, |_| Ok(()))
}
