//! `gpuisa run --arch fermi`: run an sm_20 kernel on the SIMT machine. Argument handling and printing
//! only; the machine is gpuisa-simt, the semantics gpuisa-fermi's `exec`. The launch options are the
//! Tesla run's (`--grid`, `--block`, `--param`, `--global`, `--const`, `--dump`, ...) plus
//! `--shared-dynamic`.
//! The launch setup is the facade's (`gpuisa::run::fermi`).

use crate::out::{usage, Fail, OrUsage, Res};
use crate::run_tesla::{launch, num, read_files, short, Prepared, TeslaRunArgs};
use clap::Args;
use gpuisa::run::{fermi::FermiSession, Session};
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

/// Why a Fermi `--dump` range is refused.
fn dump_refused(start: u64, end: u64, global_size: u64) -> String {
    format!("--dump {start:X}:{end:X}: START after END, or END beyond global memory ({global_size:X})")
}

/// Runs a Fermi kernel as the options say, then prints the dump and statistics asked for.
pub fn run(program: Option<PathBuf>, a: &TeslaRunArgs, f: &FermiRunArgs, after: &crate::run_out::After) -> Res<()> {
    let path = program.ok_or_else(|| Fail::Usage("run needs a PROGRAM (an sm_20 cubin)".into()))?;
    let name = path.display().to_string();
    let mut l = launch(&name, a, gpuisa::run::fermi::DEFAULT_GLOBAL)?;
    // Tesla's options are refused by the facade when given (their values do not matter).
    l.variant = a.variant.as_ref().map(|_| gpuisa::run::tesla::DEFAULT_VARIANT);
    l.isa_flags = a.isa_flags.as_ref().map(|_| 0);
    gpuisa::run::fermi::check(&l)?;
    if let Some(s) = &f.shared_dynamic {
        l.shared_dynamic = num(s).map_err(|e| format!("--shared-dynamic: {e}")).or_usage()?;
    }
    let dump = crate::run_tesla::dump(a, l.global_size.unwrap_or(0), dump_refused)?;
    let c = gpuisa::Container::from_bytes(crate::run_tesla::read(&name)?).map_err(|e| format!("{name}: {e}"))?;
    read_files(&mut l)?;
    (l.textures, l.surfaces, l.samplers) = (f.textures.clone(), f.surfaces.clone(), f.samplers.clone());
    let session = FermiSession::prepare(&c, &l)?;
    let mut outs = Vec::new();
    for spec in &f.surface_out {
        let (n, file) = spec.split_once('=').ok_or_else(|| Fail::Usage(format!("--surface-out `{}`: write N=FILE", short(spec))))?;
        let n = num(n).map_err(|e| format!("--surface-out: {e}")).or_usage()?;
        if !session.sim.surfaces.get(n as usize).is_some_and(|s| s.is_some()) {
            return usage(format!("--surface-out: surface {n} is not bound (--surface {n}=FILE...)"));
        }
        outs.push((n as usize, file.to_string()));
    }
    let p = Prepared { name, session: Session::Fermi(Box::new(session)), dump };
    crate::run_out::run(&p, a.trace, after, |s| {
        let Session::Fermi(s) = s else { return Ok(()) };
        for (n, file) in &outs {
            if let Some(Some(s)) = s.sim.surfaces.get(*n) {
                let img = s.image.lock().unwrap_or_else(|e| e.into_inner());
                std::fs::write(file, &img.data).map_err(|e| Fail::Input(format!("--surface-out {}: {e}", short(file))))?;
            }
        }
        Ok(())
    })
}
