//! The `gpuisa` command line: a thin layer over the ISA crates.

mod lines;
mod listing;
mod listing_vita3k;
mod run_isa30;
mod run_tesla;

use clap::{Args, Parser, Subcommand, ValueEnum};
use std::io::{Read, Write};
use std::path::PathBuf;
use std::process::ExitCode;

const EXIT_HELP: &str = "\
Exit status: 0 on success; 1 when the input had errors (a line that could not be processed, an assembly
error, a malformed or truncated file, a failing vector case); 2 on bad usage.";

#[derive(Parser)]
#[command(
    name = "gpuisa",
    version,
    about = "Decode, disassemble, assemble and run the machine code of historical GPUs",
    long_about = "gpuisa decodes, disassembles, assembles and runs the machine code of historical GPUs:\n\
NVIDIA Tesla (G80..GT215) and the 30-bit SIMD ALU ISA of the MIMORI accelerator.\n\
Disassembly is lossless: every word decodes, bits the tables do not explain print as `???[0x...]`,\n\
and every text `gpuisa dis` prints assembles back to the same words with `gpuisa as`.",
    after_help = EXIT_HELP
)]
struct Cli {
    #[command(subcommand)]
    cmd: Cmd,
}

#[derive(Subcommand)]
enum Cmd {
    /// Disassemble a container (ELF or text cubin), raw code (needs --arch), or hex words.
    #[command(after_help = EXIT_HELP)]
    Dis(DisArgs),
    /// Assemble text to raw binary (or, with --lines, each line to hex words).
    #[command(name = "as", after_help = EXIT_HELP)]
    As(AsArgs),
    /// Show what a container holds: architecture, kernels, code sizes, constant banks, parameters.
    #[command(after_help = EXIT_HELP)]
    Info {
        /// Container file (`-` for standard input).
        file: PathBuf,
    },
    /// Run a program on a simulator: a Tesla kernel on the SIMT machine, or a 30-bit ISA program.
    #[command(after_help = EXIT_HELP)]
    Run(Box<RunCli>),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum Arch {
    /// NVIDIA Tesla, G80..GT215 (sm_10..sm_13)
    Tesla,
    /// NVIDIA Fermi, GF100 (sm_20, sm_21), in NVIDIA's syntax
    Fermi,
    /// The 30-bit SIMD ALU ISA of the MIMORI accelerator
    Isa30,
    /// PowerVR SGX543 USSE (PS Vita shaders), in gpuisa's syntax
    Usse,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum VariantArg {
    G80,
    G84,
    G200,
    Mcp77,
    Gt215,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum ProgramTypeArg {
    /// vertex program
    Vp,
    /// geometry program
    Gp,
    /// fragment program
    Fp,
    /// compute program
    Cp,
}

/// Which value of a Fermi shift's wrap bit prints `.W`.
#[derive(Clone, Copy, Debug, ValueEnum)]
enum ShiftWrapArg {
    /// when the bit is clear, as most CUDA 4.x cuobjdump listings print it
    Clear,
    /// when the bit is set, as other cuobjdump versions (and envydis) print it
    Set,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum SyntaxArg {
    /// envydis's syntax, extended so that every bit shows (assembles back to the same words)
    Lossless,
    /// exactly envydis's text: bits the hardware ignores or the tables do not explain are not shown
    Envydis,
    /// NVIDIA's syntax (cuobjdump/nvdisasm): Fermi's default
    Nvdisasm,
    /// Fermi: envydis's syntax extended so that every bit shows (Tesla: the same as `lossless`)
    EnvydisLossless,
    /// USSE: the Vita3K emulator's shader disassembly (`VMAD2 sa8.xy sa8.xy c12.xx sa12.xy`)
    Vita3k,
}

#[derive(Args, Clone)]
struct IsaOpts {
    /// Instruction set; taken from the container when it says.
    #[arg(long, value_enum)]
    arch: Option<Arch>,
    /// Tesla chip variant (gates which instructions exist) [default: gt215, with fp64]
    #[arg(long, value_enum)]
    variant: Option<VariantArg>,
    /// Tesla program type (changes the meaning of some encodings) [default: cp]
    #[arg(long = "program-type", value_enum)]
    program_type: Option<ProgramTypeArg>,
    /// USSE: Vita3K's syntax (set from --syntax vita3k).
    #[arg(skip)]
    vita3k: bool,
    /// Fermi: envydis's syntax, exact or lossless (set from --syntax envydis / envydis-lossless).
    #[arg(skip)]
    fermi_envydis: Option<gpuisa_fermi::EnvydisSyntax>,
    /// USSE: the code is a GXP file's secondary program (Vita3K prints its registers as `sa`).
    #[arg(skip)]
    secondary: bool,
    /// Fermi, NVIDIA's syntax: which value of a shift's wrap bit (bit 9 of SHL/SHR, bit 7 of VSHL/VSHR)
    /// prints and reads as `.W`; cuobjdump versions differ [default: clear]
    #[arg(long = "shift-wrap", value_enum, value_name = "WHEN")]
    shift_wrap: Option<ShiftWrapArg>,
}

#[derive(Args)]
struct DisArgs {
    #[command(flatten)]
    isa: IsaOpts,
    /// Each input line holds one instruction as hex words (`xxxxxxxx` or `xxxxxxxx yyyyyyyy` for
    /// Tesla, word 0 first), optionally after `ADDR:`; prints one line of text per input line.
    #[arg(long)]
    lines: bool,
    /// Text syntax (Tesla: lossless by default, envydis; Fermi: nvdisasm by default, envydis, envydis-lossless; USSE: gpuisa's by default, vita3k).
    #[arg(long, value_enum, default_value = "lossless")]
    syntax: SyntaxArg,
    /// Threads that build the lines of a listing (default: one per core). The output is the same
    /// whatever the number; a listing shorter than a piece of 16 KiB takes one.
    #[arg(short, long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
    jobs: Option<u16>,
    /// Input file, or `-` for standard input (the default).
    file: Option<PathBuf>,
}

#[derive(Args)]
struct AsArgs {
    #[command(flatten)]
    isa: IsaOpts,
    /// Each input line holds one instruction; prints its hex words (key format) per line.
    #[arg(long)]
    lines: bool,
    /// Text syntax to read: `vita3k` reads USSE in Vita3K's syntax; the others read each ISA's own.
    #[arg(long, value_enum, default_value = "lossless")]
    syntax: SyntaxArg,
    /// Output file for the binary (default: standard output).
    #[arg(short, long)]
    output: Option<PathBuf>,
    /// Put the assembled code into a copy of this file in place of a program (needs -o): an ELF cubin's
    /// kernel (the new code must fit in the old kernel's space), or a GXP file's primary or secondary
    /// program (any size: counts and offsets follow).
    #[arg(long, value_name = "CUBIN|GXP", requires = "output")]
    replace_in: Option<PathBuf>,
    /// What --replace-in replaces: a cubin's kernel (default: its only kernel), or a GXP file's
    /// `primary` (the default) or `secondary` program.
    #[arg(long, value_name = "NAME", requires = "replace_in")]
    kernel: Option<String>,
    /// Input file, or `-` for standard input (the default).
    file: Option<PathBuf>,
}

#[derive(Args)]
struct RunCli {
    /// Instruction set of the program (tesla or isa30).
    #[arg(long, value_enum)]
    arch: Arch,
    /// Program. Tesla: an ELF or text cubin, a hex file (one instruction per line) or raw code; isa30: a .hex
    /// file (one word per line) or assembly text.
    program: Option<PathBuf>,
    /// isa30: run configuration (JSON; see docs/isa30.md).
    #[arg(long)]
    config: Option<PathBuf>,
    /// isa30: run every case of an RTL vector file (format of rtl-alu-vectors.json) instead of a program.
    #[arg(long)]
    vectors: Option<PathBuf>,
    /// isa30: print the DRAM writes as JSON.
    #[arg(long)]
    json: bool,
    /// isa30: semantics where the RTL and isa30.md differ.
    #[arg(long, value_enum, default_value = "rtl")]
    semantics: SemanticsArg,
    #[command(flatten)]
    tesla: run_tesla::TeslaRunArgs,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum SemanticsArg {
    /// what the RTL does
    Rtl,
    /// what isa30.md says
    Doc,
}

fn read_input(file: &Option<PathBuf>) -> Result<Vec<u8>, String> {
    let mut buf = Vec::new();
    match file {
        Some(p) if p.as_os_str() != "-" => {
            buf = std::fs::read(p).map_err(|e| format!("{}: {e}", p.display()))?;
        }
        _ => {
            std::io::stdin().read_to_end(&mut buf).map_err(|e| format!("standard input: {e}"))?;
        }
    }
    Ok(buf)
}

fn input_name(file: &Option<PathBuf>) -> String {
    match file {
        Some(p) if p.as_os_str() != "-" => p.display().to_string(),
        _ => "<stdin>".into(),
    }
}

fn text(bytes: Vec<u8>, name: &str) -> Result<String, String> {
    String::from_utf8(bytes).map_err(|e| format!("{name}: not UTF-8 text (byte {})", e.utf8_error().valid_up_to()))
}

fn tesla(opts: &IsaOpts) -> gpuisa_tesla::Tesla {
    use gpuisa_tesla::{ProgramType, Variant};
    let variant = match opts.variant.unwrap_or(VariantArg::Gt215) {
        VariantArg::G80 => Variant::G80,
        VariantArg::G84 => Variant::G84,
        VariantArg::G200 => Variant::G200,
        VariantArg::Mcp77 => Variant::Mcp77,
        VariantArg::Gt215 => Variant::Gt215,
    };
    let ptype = match opts.program_type.unwrap_or(ProgramTypeArg::Cp) {
        ProgramTypeArg::Vp => ProgramType::Vertex,
        ProgramTypeArg::Gp => ProgramType::Geometry,
        ProgramTypeArg::Fp => ProgramType::Fragment,
        ProgramTypeArg::Cp => ProgramType::Compute,
    };
    gpuisa_tesla::Tesla::new(variant, ptype)
}

/// The message for a failed write to the output. A reader that went away (`gpuisa dis big | head`) is not
/// an error: the process ends quietly with status 0, as other Unix tools do.
pub(crate) fn output_error(e: std::io::Error) -> String {
    if e.kind() == std::io::ErrorKind::BrokenPipe {
        std::process::exit(0);
    }
    format!("writing output: {e}")
}

fn need_arch(a: Option<Arch>, what: &str) -> Result<Arch, String> {
    a.ok_or_else(|| format!("{what} needs --arch (tesla, fermi, isa30 or usse)"))
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.cmd {
        Cmd::Dis(a) => cmd_dis(a),
        Cmd::As(a) => cmd_as(a),
        Cmd::Info { file } => cmd_info(file),
        Cmd::Run(r) => {
            if r.arch == Arch::Tesla {
                return run_tesla::run(r.program, &r.tesla);
            }
            if r.arch != Arch::Isa30 {
                Err("only --arch tesla and isa30 programs can be run".to_string())
            } else {
                let args = run_isa30::RunArgs {
                    program: r.program,
                    config: r.config,
                    vectors: r.vectors,
                    json: r.json,
                    semantics_doc: matches!(r.semantics, SemanticsArg::Doc),
                };
                return run_isa30::run(&args);
            }
        }
    };
    match result {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        Err(msg) => {
            eprintln!("gpuisa: {msg}");
            ExitCode::from(1)
        }
    }
}

/// Runs `$body` with `$isa` bound to the instruction set the options select.
macro_rules! with_isa {
    ($arch:expr, $opts:expr, $syntax:expr, |$isa:ident| $body:expr) => {
        match $arch {
            Arch::Tesla => {
                let mut $isa = tesla($opts);
                $isa.syntax = $syntax;
                $body
            }
            Arch::Fermi => match $opts.fermi_envydis {
                Some(syntax) => {
                    let $isa = gpuisa_fermi::FermiEnvydis { syntax };
                    $body
                }
                None => {
                    let $isa = gpuisa_fermi::Fermi::new(match $opts.shift_wrap {
                        Some(ShiftWrapArg::Set) => gpuisa_fermi::ShiftWrap::Set,
                        _ => gpuisa_fermi::ShiftWrap::Clear,
                    });
                    $body
                }
            },
            Arch::Isa30 => {
                let $isa = gpuisa_isa30::Isa30::new();
                $body
            }
            Arch::Usse => {
                let mut $isa = gpuisa_usse::Usse::default();
                if $opts.vita3k {
                    $isa.syntax = gpuisa_usse::Syntax::Vita3k;
                }
                $isa.secondary = $opts.secondary;
                $body
            }
        }
    };
}

/// Refuses a syntax the chosen instruction set does not print (yet), and `--shift-wrap` (`shift_wrap`)
/// anywhere but in Fermi's NVIDIA syntax.
fn check_syntax(arch: Arch, s: SyntaxArg, shift_wrap: bool) -> Result<(), String> {
    if shift_wrap && (arch != Arch::Fermi || fermi_envydis(s).is_some()) {
        return Err("--shift-wrap is for Fermi in NVIDIA's syntax (envydis' syntax always shows the bit)".into());
    }
    match (arch, s) {
        (Arch::Tesla | Arch::Isa30 | Arch::Usse, SyntaxArg::Nvdisasm) => Err("--syntax nvdisasm is Fermi's".into()),
        (Arch::Usse, SyntaxArg::Envydis | SyntaxArg::EnvydisLossless) => Err("--syntax envydis is NVIDIA's: USSE prints in gpuisa's syntax".into()),
        (Arch::Tesla | Arch::Fermi | Arch::Isa30, SyntaxArg::Vita3k) => {
            Err("--syntax vita3k is the USSE's (Vita3K's shader disassembly): use it with --arch usse".into())
        }
        _ => Ok(()),
    }
}

/// The envydis syntax Fermi prints or reads, if `s` names one (otherwise NVIDIA's).
fn fermi_envydis(s: SyntaxArg) -> Option<gpuisa_fermi::EnvydisSyntax> {
    match s {
        SyntaxArg::Envydis => Some(gpuisa_fermi::EnvydisSyntax::Exact),
        SyntaxArg::EnvydisLossless => Some(gpuisa_fermi::EnvydisSyntax::Lossless),
        _ => None,
    }
}

fn syntax(s: SyntaxArg) -> gpuisa_tesla::Syntax {
    match s {
        SyntaxArg::Lossless | SyntaxArg::Nvdisasm | SyntaxArg::Vita3k | SyntaxArg::EnvydisLossless => {
            gpuisa_tesla::Syntax::Lossless
        }
        SyntaxArg::Envydis => gpuisa_tesla::Syntax::Envydis,
    }
}

/// The input, opened for reading (a file, or standard input for `-` or none).
fn open_input(file: &Option<PathBuf>) -> Result<Box<dyn Read>, String> {
    match file {
        Some(p) if p.as_os_str() != "-" => {
            Ok(Box::new(std::fs::File::open(p).map_err(|e| format!("{}: {e}", p.display()))?))
        }
        _ => Ok(Box::new(std::io::stdin().lock())),
    }
}

/// Up to `n` bytes from the start of `input` (fewer only at its end).
fn read_head(input: &mut dyn Read, n: usize, name: &str) -> Result<Vec<u8>, String> {
    let mut head = Vec::with_capacity(n);
    input.take(n as u64).read_to_end(&mut head).map_err(|e| format!("{name}: {e}"))?;
    Ok(head)
}

/// Whether `head`, the start of an input, is binary: no container's magic (ELF, GXP), and not text (a byte sequence that is
/// invalid UTF-8, as opposed to a character cut at the end of `head`). Such input is a raw binary whatever
/// follows, so it can be streamed.
fn is_raw_binary(head: &[u8]) -> bool {
    gpuisa_container::detect(head) == gpuisa_container::Format::Raw && std::str::from_utf8(head).is_err_and(|e| e.error_len().is_some())
}

fn cmd_dis(mut a: DisArgs) -> Result<bool, String> {
    a.isa.vita3k = matches!(a.syntax, SyntaxArg::Vita3k);
    a.isa.fermi_envydis = fermi_envydis(a.syntax);
    let name = input_name(&a.file);
    let stdout = std::io::stdout();
    let mut w = std::io::BufWriter::with_capacity(1 << 16, stdout.lock());
    let io = output_error;
    let mut input = open_input(&a.file)?;
    let head = read_head(&mut input, 1 << 16, &name)?;
    let jobs = a.jobs.map(usize::from).unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    if !a.lines && is_raw_binary(&head) {
        // A raw binary: streamed a chunk at a time, in flat memory.
        let Some(arch) = a.isa.arch else {
            return Err(format!("{name}: a raw binary does not say its architecture: give --arch"));
        };
        check_syntax(arch, a.syntax, a.isa.shift_wrap.is_some())?;
        let counts = with_isa!(arch, &a.isa, syntax(a.syntax), |isa| listing::listing_stream(&isa, head, &mut input, jobs, &mut w))?;
        w.flush().map_err(io)?;
        return Ok(!counts.truncated);
    }
    let mut bytes = head;
    input.read_to_end(&mut bytes).map_err(|e| format!("{name}: {e}"))?;
    if a.lines {
        let arch = need_arch(a.isa.arch, "--lines")?;
        check_syntax(arch, a.syntax, a.isa.shift_wrap.is_some())?;
        let input = text(bytes, &name)?;
        let ok = with_isa!(arch, &a.isa, syntax(a.syntax), |isa| lines::dis(&isa, &input, &mut w)).map_err(io)?;
        w.flush().map_err(io)?;
        return Ok(ok);
    }
    let c = gpuisa_container::read(&bytes).map_err(|e| format!("{name}: {e}"))?;
    let mut opts = a.isa;
    let arch = match (c.arch, opts.arch) {
        (Some(info), _) => match info.family {
            gpuisa_container::Family::Tesla => {
                if opts.variant.is_none() {
                    opts.variant = info.tesla_variant().and_then(variant_from_name);
                }
                Arch::Tesla
            }
            gpuisa_container::Family::Fermi => Arch::Fermi,
            gpuisa_container::Family::Usse => Arch::Usse,
            _ => return Err(format!("{name}: {info} code cannot be disassembled yet")),
        },
        (None, Some(arch)) => arch,
        (None, None) => return Err(format!("{name}: a {} does not say its architecture: give --arch", c.format)),
    };
    check_syntax(arch, a.syntax, opts.shift_wrap.is_some())?;
    let mut all_ok = true;
    for k in &c.kernels {
        // A GXP file's secondary program: Vita3K's syntax prints its registers as `sa`.
        opts.secondary = arch == Arch::Usse && k.name == "secondary";
        if !k.name.is_empty() || c.kernels.len() > 1 {
            writeln!(w, "// kernel {} ({} bytes)", k.name, k.code.len()).map_err(io)?;
        }
        if arch == Arch::Usse && opts.vita3k {
            // Vita3K's log: repeats expanded, SMLSI increments carried through the program.
            all_ok &= listing_vita3k::listing(&k.code, k.base_addr, opts.secondary, &mut w).map_err(io)?;
            continue;
        }
        let counts =
            with_isa!(arch, &opts, syntax(a.syntax), |isa| listing::listing(&isa, &k.code, k.base_addr, jobs, &mut w))
                .map_err(io)?;
        all_ok &= !counts.truncated;
    }
    w.flush().map_err(io)?;
    Ok(all_ok)
}

fn variant_from_name(n: &str) -> Option<VariantArg> {
    VariantArg::from_str(n, true).ok()
}

fn cmd_as(mut a: AsArgs) -> Result<bool, String> {
    let name = input_name(&a.file);
    let arch = need_arch(a.isa.arch, "as")?;
    if matches!(a.syntax, SyntaxArg::Vita3k) || a.isa.shift_wrap.is_some() {
        check_syntax(arch, a.syntax, a.isa.shift_wrap.is_some())?;
        a.isa.vita3k = matches!(a.syntax, SyntaxArg::Vita3k);
    }
    if arch == Arch::Fermi {
        // Either envydis syntax reads both texts (`long`, `altN` and `???[...]` are the lossless marks).
        a.isa.fermi_envydis = fermi_envydis(a.syntax);
    }
    let mut src = text(read_input(&a.file)?, &name)?;
    if a.isa.fermi_envydis.is_some() {
        // The shared lexer takes envydis' surface dimensions (`1d`) for malformed numbers.
        src = gpuisa_fermi::envy::notation::lexable(&src).into_owned();
    }
    if a.lines {
        let stdout = std::io::stdout();
        let mut w = std::io::BufWriter::new(stdout.lock());
        let ok = with_isa!(arch, &a.isa, gpuisa_tesla::Syntax::Lossless, |isa| lines::asm(&isa, &src, &mut w))
            .map_err(output_error)?;
        w.flush().map_err(output_error)?;
        return Ok(ok);
    }
    let result = with_isa!(arch, &a.isa, gpuisa_tesla::Syntax::Lossless, |isa| gpuisa_core::asm::assemble(&isa, &src));
    match result {
        Ok(out) if a.replace_in.is_some() => {
            let cubin_path = a.replace_in.as_ref().unwrap();
            let cubin_name = cubin_path.display().to_string();
            let cubin = std::fs::read(cubin_path).map_err(|e| format!("{cubin_name}: {e}"))?;
            if cubin.starts_with(b"GXP\0") {
                let name = a.kernel.as_deref().unwrap_or("primary");
                let which = gpuisa_container::GxpProgram::from_name(name)
                    .ok_or_else(|| format!("{cubin_name}: a GXP file's programs are `primary` and `secondary`, not `{name}`"))?;
                let new = gpuisa_container::replace_gxp_program(&cubin, which, &out.bytes).map_err(|e| format!("{cubin_name}: {e}"))?;
                let p = a.output.as_ref().unwrap();
                std::fs::write(p, new).map_err(|e| format!("{}: {e}", p.display()))?;
                return Ok(true);
            }
            let c = gpuisa_container::read_elf(&cubin).map_err(|e| format!("{cubin_name}: {e}"))?;
            let kernel = match (&a.kernel, c.kernels.as_slice()) {
                (Some(k), _) => k.clone(),
                (None, [only]) => only.name.clone(),
                (None, ks) => {
                    let names: Vec<&str> = ks.iter().map(|k| k.name.as_str()).collect();
                    return Err(format!("{cubin_name}: {} kernels ({}): say which with --kernel", ks.len(), names.join(", ")));
                }
            };
            let new = gpuisa_container::replace_kernel(&cubin, &kernel, &out.bytes).map_err(|e| format!("{cubin_name}: {e}"))?;
            let p = a.output.as_ref().unwrap();
            std::fs::write(p, new).map_err(|e| format!("{}: {e}", p.display()))?;
            Ok(true)
        }
        Ok(out) => {
            match &a.output {
                Some(p) => std::fs::write(p, &out.bytes).map_err(|e| format!("{}: {e}", p.display()))?,
                None => std::io::stdout().write_all(&out.bytes).map_err(output_error)?,
            }
            Ok(true)
        }
        Err(diags) => {
            eprint!("{}", gpuisa_core::diag::render(&name, &src, &diags));
            Ok(false)
        }
    }
}

fn cmd_info(file: PathBuf) -> Result<bool, String> {
    let f = Some(file);
    let name = input_name(&f);
    let bytes = read_input(&f)?;
    let c = gpuisa_container::read(&bytes).map_err(|e| format!("{name}: {e}"))?;
    print!("{}", c.summary());
    Ok(true)
}
