//! `gpuisa run`'s front end, one for every instruction set: the architecture from the container when it
//! names one, then each option checked against the run it belongs to (an option of another
//! architecture's run, or a combination that run does not offer, is refused, never ignored).

use crate::out::{self, Fail, Res};
use crate::{Arch, RunCli, SemanticsArg};
use std::path::Path;
use std::process::ExitCode;

/// The instruction set of a run: the container's (a cubin says Tesla or Fermi by its sm, a GXP file
/// USSE), checked against `--arch`; `--arch` for what names none (hex files, raw code, isa30 programs).
fn arch_of(r: &RunCli) -> Res<Arch> {
    if r.vectors.is_some() || r.config.is_some() {
        // isa30's own inputs: vector files and run configurations name no container.
        return match r.arch {
            None | Some(Arch::Isa30) => Ok(Arch::Isa30),
            Some(a) => out::usage(format!("--config and --vectors are options of --arch isa30 runs, not of --arch {}", crate::arch_name(a))),
        };
    }
    if r.usse.given() == Some("--hwtests") && r.arch.is_none_or(|a| a == Arch::Usse) {
        return Ok(Arch::Usse);
    }
    let Some(p) = r.program.as_deref().filter(|p| p.as_os_str() != "-") else {
        return r.arch.ok_or_else(|| Fail::Usage("run needs --arch (tesla, fermi, isa30 or usse) for a program on standard input".into()));
    };
    let Some(info) = container_info(p) else {
        return r.arch.ok_or_else(|| {
            Fail::Usage(format!("{}: not a container that names its architecture (a cubin or GXP file): give --arch", p.display()))
        });
    };
    let name = p.display().to_string();
    crate::container_arch(Some(info), r.arch, &name, "file")
}

/// What a container names of its architecture (`None` for anything that is not a container that does,
/// or a file that cannot be read: the run itself reports that).
fn container_info(p: &Path) -> Option<gpuisa_container::ArchInfo> {
    let bytes = out::read_file(p).ok()?;
    gpuisa_container::read(&bytes).ok()?.arch
}

/// Refuses what the run of `arch` does not offer.
fn check(arch: Arch, r: &RunCli) -> Res<()> {
    let name = crate::arch_name(arch);
    if arch != Arch::Usse {
        if let Some(o) = r.usse.given() {
            return out::usage(format!("{o} is an option of --arch usse runs, not of --arch {name}"));
        }
    }
    if arch != Arch::Isa30 {
        let isa30 = [(r.config.is_some(), "--config"), (r.vectors.is_some(), "--vectors"), (r.semantics.is_some(), "--semantics")];
        if let Some((_, o)) = isa30.into_iter().find(|(g, _)| *g) {
            return out::usage(format!("{o} is an option of --arch isa30 runs, not of --arch {name}"));
        }
    }
    if !matches!(arch, Arch::Tesla | Arch::Fermi) {
        if let Some(o) = r.tesla.given_but(true) {
            return out::usage(format!("{o} is an option of Tesla and Fermi runs, not of --arch {name}"));
        }
        if !r.fermi.textures.is_empty() && arch != Arch::Usse {
            return out::usage("--texture is an option of --arch tesla, fermi and usse runs");
        }
        if r.html.is_some() {
            return out::usage(format!("--html draws a SIMT kernel's profile and graph (Tesla, Fermi), not an --arch {name} run"));
        }
    }
    if arch != Arch::Fermi {
        let fermi = [
            (r.fermi.shared_dynamic.is_some(), "--shared-dynamic"),
            (!r.fermi.surfaces.is_empty(), "--surface"),
            (!r.fermi.samplers.is_empty(), "--sampler"),
            (!r.fermi.surface_out.is_empty(), "--surface-out"),
        ];
        if let Some((_, o)) = fermi.into_iter().find(|(g, _)| *g) {
            return out::usage(format!("{o} is an option of --arch fermi runs, not of --arch {name}"));
        }
    }
    if r.json && r.profile && r.html.is_none() {
        return out::usage("--profile prints a listing; with --json give --profile --html OUT.html (the JSON stays on standard output)");
    }
    Ok(())
}

/// Runs `gpuisa run`: `Err` carries an exit status already decided (isa30's runner reports its own).
pub(crate) fn run(r: RunCli) -> Result<Res<bool>, ExitCode> {
    let arch = match arch_of(&r).and_then(|a| check(a, &r).map(|()| a)) {
        Ok(a) => a,
        Err(e) => return Ok(Err(e)),
    };
    let after = crate::run_out::After { json: r.json, stats: r.tesla.stats, profile: r.profile, html: r.html.clone() };
    Ok(match arch {
        Arch::Tesla => crate::run_tesla::run(r.program, &r.tesla, &r.fermi.textures, &after).map(|()| true),
        Arch::Fermi => crate::run_fermi::run(r.program, &r.tesla, &r.fermi, &after).map(|()| true),
        Arch::Usse => {
            crate::run_usse::run(r.program, r.json, &r.usse, &r.fermi.textures, r.tesla.trace, r.profile)
        }
        Arch::Isa30 => {
            let args = crate::run_isa30::RunArgs {
                program: r.program,
                config: r.config,
                vectors: r.vectors,
                json: r.json,
                semantics_doc: matches!(r.semantics, Some(SemanticsArg::Doc)),
                trace: r.tesla.trace,
                profile: r.profile,
            };
            return Err(crate::run_isa30::run(&args));
        }
    })
}
