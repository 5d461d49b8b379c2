//! The `gpuisa` command line: a thin layer over the ISA crates. [`main`] is the whole program;
//! [`fuzzing`] lets fuzz targets drive the option handling without running anything long.

mod explain;
mod lines;
mod listing;
mod listing_vita3k;
mod out;
mod run_front;
mod run_isa30;
mod profile;
mod profile_html;
mod run_out;
mod render_cmd;
mod run_usse;
mod run_tesla;
mod run_fermi;

use clap::{Args, Parser, Subcommand, ValueEnum};
use gpuisa::{cfg_dot, grow, gxp_info, json, reassemble, regs, relisting, render_usse};
use out::{usage, Fail, Res};
use std::io::{IsTerminal, Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

pub(crate) use out::output_error;

const EXIT_HELP: &str = "\
Exit status: 0 on success; 1 when the input had errors (a line that could not be processed, an assembly
error, a malformed or truncated file, a failed run, a failing vector case); 2 on bad usage (a missing,
malformed or contradicting option, such as an --arch the container contradicts). Errors are one line on
standard error, `gpuisa: FILE: what`, or a diagnostic with `file:line:column`. A closed output pipe ends
any command quietly with status 0. Files written with -o appear whole or not at all.";

#[derive(Parser)]
#[command(
    name = "gpuisa",
    version,
    about = "Decode, disassemble, assemble and run the machine code of historical GPUs",
    long_about = "gpuisa decodes, disassembles, assembles and runs the machine code of historical GPUs:\n\
  tesla   NVIDIA Tesla, G80..GT215 (sm_10..sm_13): envydis' syntax; ELF and text cubins; runs kernels\n\
  fermi   NVIDIA Fermi, GF100 (sm_20/sm_21): NVIDIA's (cuobjdump) syntax, or envydis'; ELF cubins; runs kernels\n\
  usse    PowerVR SGX543 USSE (PS Vita shaders): gpuisa's syntax, or Vita3K's; GXP files\n\
  isa30   the 30-bit SIMD ALU ISA of the MIMORI accelerator: assembles and runs programs\n\
Disassembly is lossless: every word decodes, bits the tables do not explain print as `???[0x...]`,\n\
and every text `gpuisa dis` prints assembles back to the same words with `gpuisa as`.\n\
The architecture is taken from the container (ELF cubin, text cubin, GXP) when it names one; raw code,\n\
hex words and `--lines` input need --arch.",
    after_help = EXIT_HELP
)]
struct Cli {
    #[command(subcommand)]
    cmd: Cmd,
}

#[derive(Subcommand)]
enum Cmd {
    /// Disassemble a container (ELF or text cubin, GXP file, cuobjdump listing), hex words, or raw code (needs --arch).
    #[command(after_help = LISTING_HELP)]
    Dis(DisArgs),
    /// Assemble text to raw binary, into a copy of a cubin or GXP file (--replace-in), or line by line (--lines).
    #[command(name = "as", after_help = EXIT_HELP)]
    As(AsArgs),
    /// Show what a container holds: architecture, kernels, code sizes, constant banks, parameters.
    #[command(after_help = EXIT_HELP)]
    Info {
        /// Print the facts as JSON (docs/json.md).
        #[arg(long)]
        json: bool,
        /// Container file (`-` for standard input).
        file: PathBuf,
    },
    /// Run a program: a Tesla or Fermi kernel on the SIMT machine, a USSE program, or a 30-bit ISA program.
    #[command(after_help = RUN_HELP)]
    Run(Box<RunCli>),
    /// Explain instructions field by field: bit ranges, names, values and meanings, and the bits nothing reads.
    #[command(after_help = EXIT_HELP)]
    Explain(ExplainArgs),
}

#[derive(Args)]
struct ExplainArgs {
    /// Instruction set.
    #[arg(long, value_enum)]
    arch: Option<Arch>,
    /// Print a JSON array: per instruction its words, text, fields (name, bits as [lsb, width] runs, value,
    /// meaning) and the unexplained bits.
    #[arg(long)]
    json: bool,
    /// Instructions, each as `dis --lines` reads a line: hex words in the key format (Tesla `xxxxxxxx`, or
    /// `"xxxxxxxx yyyyyyyy"`, word 0 first, quoted as one argument; Fermi 16 hex digits, word 1 << 32 |
    /// word 0, 8 for a short form, or `0x` and 16 digits as cuobjdump prints them; USSE 16; isa30 8),
    /// optionally after `ADDR:`; a `gpuisa dis` listing line; a cuobjdump line or its `/*0x...*/` word.
    /// Words of another length are refused. `-` reads them from standard input, one a line.
    #[arg(required = true, value_name = "WORD")]
    words: Vec<String>,
}

const LISTING_HELP: &str = "\
A listing line is `ADDRESS: WORDS  TEXT`: the byte address of the instruction (hex), its words in hex
(Tesla: one or two 32-bit words, word 0 first; Fermi and USSE: one 64-bit word, the high half first, or
one 32-bit word for a short form), then its text in the chosen syntax. A container with several kernels or
programs prints `// kernel NAME (N bytes)` before each. Code that ends in a partial instruction prints the
reason as a `//` comment in its place and on standard error, and the exit status is 1.

Exit status: 0 on success; 1 for bad input (a failed line, a malformed or truncated file); 2 on bad usage.
A closed output pipe (`gpuisa dis big.bin | head`) ends quietly with status 0.";

const RUN_HELP: &str = "\
Limits (memory stays bounded whatever a file or option claims): files read whole at most 256 MiB; global memory at most 1 GiB
(--global-size; default 16 MiB), local memory at most 16 KiB a thread, a constant bank at most 64 KiB,
blocks of at most 1024 threads (sm_1x hardware: 512; FlexGrip runs 1024), grids of at most 65535 x 65535 blocks, at most 64 worker threads.
--dump ranges must lie within global memory.
`__device__` variables (`gpuisa info` lists them: text cubins' `reloc` blocks, ELF `.nv.global` with `.rel.nv.constantN`)
get global memory at --symbol NAME@ADDR, or else from the top of global memory down (256-byte aligned, in the order
listed), and their addresses are written where the code reads them (c14), as the driver does when it loads the module.
Fermi (--arch fermi, sm_20 ELF cubins): --grid X[,Y] --block X[,Y[,Z]] [--shared-dynamic BYTES]; --param values fill the
kernel's parameters in order at c[0x0][0x20 + offset] with the sizes .nv.info gives (8-byte pointers in 64-bit cubins):
an integer for 1- and 2-byte parameters, an integer or float for 4 and 8 bytes, and `V,V,...` (one 32-bit value each 4
bytes) for wider ones such as structures and int4/double2 (`--param 1,2,3,4`);
global memory defaults to 64 MiB; the kernel's own constant banks (.nv.constantN) are loaded; TLD fetches from 1D
textures bound to global memory with --texture N=ADDR,COUNT[,CHANNELS]; an instruction without semantics is refused
at load, naming it.

Exit status: 0 on success; 1 when the program or a file is bad or the run fails (step limit,
out-of-bounds access: the message names block, warp or thread, and pc); 2 on bad usage.";

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

impl From<Arch> for gpuisa::Arch {
    fn from(a: Arch) -> gpuisa::Arch {
        match a {
            Arch::Tesla => gpuisa::Arch::Tesla,
            Arch::Fermi => gpuisa::Arch::Fermi,
            Arch::Isa30 => gpuisa::Arch::Isa30,
            Arch::Usse => gpuisa::Arch::Usse,
        }
    }
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

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum SyntaxArg {
    /// Tesla's default: envydis's syntax, extended so that every bit shows (assembles back to the same words)
    Lossless,
    /// exactly envydis's text: bits the hardware ignores or the tables do not explain are not shown
    Envydis,
    /// Fermi's default: NVIDIA's syntax as CUDA 4.x's cuobjdump prints it (`c [0x0] [0x20]`, `SR_Tid_X`); Tesla: cuobjdump's sm_1x text (`IADD32 R0, g [0x4], R2`)
    Nvdisasm,
    /// Fermi, Tesla: NVIDIA's syntax as CUDA 5+ cuobjdump and nvdisasm print it (`c[0x0][0x20]`, `SR_TID.X`, `PT`, `ISUB`; Tesla's `o[0x7f]`)
    Nvdisasm5,
    /// Fermi: envydis's syntax extended so that every bit shows (Tesla: the same as `lossless`)
    EnvydisLossless,
    /// USSE: the Vita3K emulator's shader disassembly (`VMAD2 sa8.xy sa8.xy c12.xx sa12.xy`)
    Vita3k,
}

/// Output formats of `dis --cfg`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum CfgFormat {
    /// Graphviz DOT (`dot -Tsvg` renders it)
    Dot,
}

#[derive(Args, Clone)]
struct IsaOpts {
    /// Instruction set; taken from the container when it names one (a contradicting --arch is refused).
    #[arg(long, value_enum)]
    arch: Option<Arch>,
    /// Tesla only: chip variant (gates which instructions exist) [default: the container's, else gt215]
    #[arg(long, value_enum)]
    variant: Option<VariantArg>,
    /// Tesla only: program type (changes the meaning of some encodings) [default: cp]
    #[arg(long = "program-type", value_enum)]
    program_type: Option<ProgramTypeArg>,
    /// USSE: Vita3K's syntax (set from --syntax vita3k).
    #[arg(skip)]
    vita3k: bool,
    /// Fermi: envydis's syntax, exact or lossless (set from --syntax envydis / envydis-lossless).
    #[arg(skip)]
    fermi_envydis: Option<gpuisa_fermi::EnvydisSyntax>,
    /// Fermi: CUDA 5+ text (set from --syntax nvdisasm5).
    #[arg(skip)]
    fermi_cuda5: bool,
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
    /// Each input line holds one instruction as hex words, optionally after `ADDR:` (Tesla: `xxxxxxxx`
    /// or `xxxxxxxx yyyyyyyy`, word 0 first; Fermi, USSE: 16 hex digits, the 64-bit word; Fermi's short
    /// forms 8; Fermi `0x` and 16 digits: cuobjdump's value, word 0 in the high half), a `gpuisa dis`
    /// listing line, or a cuobjdump line or `/*0x...*/` word; prints one line of text per input line,
    /// `error: REASON` for a line that fails.
    #[arg(long)]
    lines: bool,
    /// Text syntax [default: tesla lossless; fermi nvdisasm; usse gpuisa's own (lossless); isa30 its own].
    /// Tesla: lossless, envydis. Fermi: nvdisasm, nvdisasm5, envydis, envydis-lossless. USSE: lossless, vita3k.
    #[arg(long, value_enum)]
    syntax: Option<SyntaxArg>,
    /// Threads that build the lines of a listing, 1 to 64 (default: one per core). The output is the same
    /// whatever the number; a listing shorter than a piece of 32 KiB takes one.
    #[arg(short, long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..=64))]
    jobs: Option<u16>,
    /// Mark branch and call targets with labels, an `L_ADDR:` line before each target and `L_ADDR` for
    /// the target in the text, so that code can be edited and assembled back (`gpuisa as` reads them):
    /// Tesla, Fermi, USSE (gpuisa's syntax; `br`/`ba` targets); isa30 has no branches (the plain listing).
    #[arg(long, conflicts_with = "lines")]
    labels: bool,
    /// Print only this kernel of a container (a GXP file's `primary` or `secondary` program).
    #[arg(long, value_name = "NAME", conflicts_with = "lines")]
    kernel: Option<String>,
    /// Print the instructions as JSON (docs/json.md): per instruction its address, words, text,
    /// mnemonic, modifiers, typed operands, bits not understood, control-flow marks and targets.
    #[arg(long, conflicts_with_all = ["lines", "labels"])]
    json: bool,
    /// Print each kernel's control-flow graph instead of its listing: basic blocks, taken and not-taken
    /// edges, calls, and the reconvergence stack's pushes and pops (docs/cfg.md).
    #[arg(long, value_enum, value_name = "FORMAT", conflicts_with_all = ["lines", "labels", "json"])]
    cfg: Option<CfgFormat>,
    /// Tesla, Fermi: print each kernel's listing with the registers live after each instruction and the
    /// kernel's register and predicate count (nvdisasm `-plr` style), from the operands' roles (docs/json.md).
    #[arg(long, conflicts_with_all = ["lines", "labels", "json", "cfg"])]
    regs: bool,
    /// Input: a container (ELF or text cubin, GXP, cuobjdump listing), hex words (one instruction a line),
    /// or raw code; `-` for standard input (the default).
    file: Option<PathBuf>,
}

#[derive(Args)]
struct AsArgs {
    #[command(flatten)]
    isa: IsaOpts,
    /// Each input line holds one instruction; prints its hex words (key format) per line, `error: REASON`
    /// for a line that fails.
    #[arg(long, conflicts_with = "replace_in")]
    lines: bool,
    /// Text syntax to read [default: each ISA's own]: `vita3k` reads USSE in Vita3K's syntax, `envydis`
    /// or `envydis-lossless` Fermi in envydis' syntax.
    #[arg(long, value_enum)]
    syntax: Option<SyntaxArg>,
    /// Output file (written to a temporary file beside it, then renamed: whole or not at all); `-` for
    /// standard output, the default. Binary output to a terminal is refused unless `-o -` is given.
    #[arg(short, long)]
    output: Option<PathBuf>,
    /// Write over the source file itself with -o (refused otherwise).
    #[arg(long)]
    force: bool,
    /// Put the assembled code into a copy of this file in place of a program (needs -o; -o may name the
    /// same file): an ELF cubin's kernel (any size: the sections, symbols and offsets after it follow, and
    /// branch targets follow the instructions the listing's address column names), or a GXP file's
    /// primary or secondary program (any size: counts and offsets follow). The architecture is the
    /// container's: --arch may be left out, and one that contradicts it is refused.
    #[arg(long, value_name = "CUBIN|GXP", requires = "output")]
    replace_in: Option<PathBuf>,
    /// Which kernel: with --replace-in, the cubin's kernel to replace (default: its only kernel) or a GXP
    /// file's `primary` (the default) or `secondary` program; for a listing with `// kernel NAME` headers
    /// (`gpuisa dis` output), the one kernel of it to assemble.
    #[arg(long, value_name = "NAME")]
    kernel: Option<String>,
    /// Input file, or `-` for standard input (the default).
    file: Option<PathBuf>,
}

#[derive(Args)]
struct RunCli {
    /// Instruction set of the program (tesla, fermi, isa30 or usse); taken from the container (cubin, GXP)
    /// when it names one (a contradicting --arch is refused); hex files, raw code and isa30 programs need it.
    #[arg(long, value_enum)]
    arch: Option<Arch>,
    /// Program. Tesla: an ELF or text cubin, a hex file (one instruction per line) or raw code; isa30: a .hex
    /// file (one word per line) or assembly text.
    program: Option<PathBuf>,
    /// isa30: run configuration (JSON; see docs/isa30.md).
    #[arg(long)]
    config: Option<PathBuf>,
    /// isa30: run every case of an RTL vector file (format of rtl-alu-vectors.json) instead of a program.
    #[arg(long)]
    vectors: Option<PathBuf>,
    /// Print the run as one JSON document (one line) on standard output, `schema` gpuisa-run/1
    /// (docs/json.md): Tesla, Fermi the --dump words and --stats figures; USSE the outputs per invocation;
    /// isa30 the DRAM writes, output arrays and counts.
    #[arg(long)]
    json: bool,
    /// Print the listing annotated with each instruction's execution count (on standard output, after the
    /// run): Tesla, Fermi warp and thread instructions, mean active lanes and divergent branches; isa30
    /// issues; USSE times issued and run.
    #[arg(long)]
    profile: bool,
    /// With --profile: also write one self-contained HTML file: the listing as a heat map of execution
    /// counts, divergence marked, and the control-flow graph coloured by them.
    #[arg(long, value_name = "OUT.html", requires = "profile")]
    html: Option<PathBuf>,
    /// isa30: semantics where the RTL and isa30.md differ [default: rtl]
    #[arg(long, value_enum)]
    semantics: Option<SemanticsArg>,
    #[command(flatten)]
    tesla: run_tesla::TeslaRunArgs,
    #[command(flatten)]
    usse: run_usse::UsseRunArgs,
    #[command(flatten)]
    fermi: run_fermi::FermiRunArgs,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum SemanticsArg {
    /// what the RTL does
    Rtl,
    /// what isa30.md says
    Doc,
}

/// The whole input (a file, or standard input for `-` or none).
fn read_input(file: &Option<PathBuf>) -> Res<Vec<u8>> {
    let mut input = open_input(file)?.reader;
    let mut buf = Vec::new();
    out::read_all(&mut input, &mut buf, &input_name(file))?;
    Ok(buf)
}

fn input_name(file: &Option<PathBuf>) -> String {
    match file {
        Some(p) if p.as_os_str() != "-" => p.display().to_string(),
        _ => "<stdin>".into(),
    }
}

fn text(bytes: Vec<u8>, name: &str) -> Res<String> {
    String::from_utf8(bytes).map_err(|e| {
        let at = e.utf8_error().valid_up_to();
        let line = 1 + e.as_bytes()[..at].iter().filter(|&&b| b == b'\n').count();
        Fail::Input(format!("{name}:{line}: not UTF-8 text (byte {at})"))
    })
}

fn variant_of(v: VariantArg) -> gpuisa_tesla::Variant {
    use gpuisa_tesla::Variant;
    match v {
        VariantArg::G80 => Variant::G80,
        VariantArg::G84 => Variant::G84,
        VariantArg::G200 => Variant::G200,
        VariantArg::Mcp77 => Variant::Mcp77,
        VariantArg::Gt215 => Variant::Gt215,
    }
}

fn tesla(opts: &IsaOpts) -> gpuisa_tesla::Tesla {
    use gpuisa_tesla::ProgramType;
    let ptype = match opts.program_type.unwrap_or(ProgramTypeArg::Cp) {
        ProgramTypeArg::Vp => ProgramType::Vertex,
        ProgramTypeArg::Gp => ProgramType::Geometry,
        ProgramTypeArg::Fp => ProgramType::Fragment,
        ProgramTypeArg::Cp => ProgramType::Compute,
    };
    gpuisa_tesla::Tesla::new(variant_of(opts.variant.unwrap_or(VariantArg::Gt215)), ptype)
}

fn need_arch(a: Option<Arch>, what: &str) -> Res<Arch> {
    a.ok_or_else(|| Fail::Usage(format!("{what} needs --arch (tesla, fermi, isa30 or usse)")))
}

fn arch_name(a: Arch) -> &'static str {
    match a {
        Arch::Tesla => "tesla",
        Arch::Fermi => "fermi",
        Arch::Isa30 => "isa30",
        Arch::Usse => "usse",
    }
}

/// The instruction set a container names, checked against `--arch` (which may be left out).
fn container_arch(info: Option<gpuisa_container::ArchInfo>, given: Option<Arch>, name: &str, format: &str) -> Res<Arch> {
    let Some(info) = info else {
        return given.ok_or_else(|| Fail::Usage(format!("{name}: a {format} does not say its architecture: give --arch")));
    };
    let arch = match info.family {
        gpuisa_container::Family::Tesla => Arch::Tesla,
        gpuisa_container::Family::Fermi => Arch::Fermi,
        gpuisa_container::Family::Usse => Arch::Usse,
        _ => return Err(Fail::Input(format!("{name}: {info} code is not one gpuisa reads"))),
    };
    match given {
        Some(g) if g != arch => {
            usage(format!("{name}: the {format} holds {info} code; --arch {} contradicts it (use --arch {} or leave it out)", arch_name(g), arch_name(arch)))
        }
        _ => Ok(arch),
    }
}

/// Refuses the Tesla-only options with another instruction set.
fn check_tesla_opts(arch: Arch, opts: &IsaOpts) -> Res<()> {
    if arch != Arch::Tesla {
        if opts.variant.is_some() {
            return usage(format!("--variant chooses a Tesla chip; the code is {}", arch_name(arch)));
        }
        if opts.program_type.is_some() {
            return usage(format!("--program-type is Tesla's; the code is {}", arch_name(arch)));
        }
    }
    Ok(())
}

/// The `gpuisa` program: parses the process's arguments, runs the command, and gives the exit status.
pub fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => return clap_error(&e),
    };
    let result = match cli.cmd {
        Cmd::Dis(a) => cmd_dis(a),
        Cmd::As(a) => cmd_as(a),
        Cmd::Info { file, json } => cmd_info(file, json),
        Cmd::Explain(a) => explain::run(a.arch, a.json, &a.words),
        Cmd::Run(r) => match run_front::run(*r) {
            Err(code) => return code,
            Ok(res) => res,
        },
    };
    // Warnings first: the error, if any, is the last line.
    out::flush_warnings();
    match result {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        Err(Fail::Input(msg)) => {
            out::report(&msg);
            ExitCode::from(1)
        }
        Err(Fail::Usage(msg)) => {
            out::report(&msg);
            ExitCode::from(2)
        }
    }
}

/// Ends on an error of clap's: help and version print as clap makes them (standard output, status 0; a
/// bare `gpuisa` prints its help on standard error, status 2), a usage error as the one line every other
/// error is, `gpuisa: what (see `gpuisa CMD --help`)`, status 2. A closed output is no reason to panic.
fn clap_error(e: &clap::Error) -> ExitCode {
    use clap::error::ErrorKind;
    if matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand) {
        let _ = e.print();
        return ExitCode::from(e.exit_code().clamp(0, 255) as u8);
    }
    out::report(&clap_line(&e.render().to_string()));
    ExitCode::from(2)
}

/// clap's rendered usage error as one message: its `error:` text and tips, without the usage block.
fn clap_line(text: &str) -> String {
    let body = text.split("\nUsage:").next().unwrap_or(text);
    let body = body.split("\nFor more information").next().unwrap_or(body);
    let mut parts: Vec<String> = Vec::new();
    for l in body.lines().map(str::trim).filter(|l| !l.is_empty()) {
        let l = l.strip_prefix("error: ").unwrap_or(l);
        parts.push(l.replace('\'', "`"));
    }
    let usage = text.split("\nUsage: ").nth(1).and_then(|u| u.split_whitespace().nth(1)).filter(|c| !c.starts_with('['));
    let help = match usage {
        Some(cmd) => format!(" (see `gpuisa {cmd} --help`)"),
        None => " (see `gpuisa --help`)".to_string(),
    };
    format!("{}{help}", parts.join("; "))
}

/// Runs `$body` with `$isa` bound to the instruction set the options select (the facade's
/// [`gpuisa::with_target!`] on [`target_of`]'s target).
macro_rules! with_isa {
    ($arch:expr, $opts:expr, $syntax:expr, |$isa:ident| $body:expr) => {
        gpuisa::with_target!(target_of($arch, $opts, $syntax), |$isa| $body)
    };
}

/// The facade's target for the options: `tesla_syntax` is Tesla's text syntax; the other ISAs' come from
/// the options that [`set_syntax`] set.
fn target_of(arch: Arch, opts: &IsaOpts, tesla_syntax: gpuisa_tesla::Syntax) -> gpuisa::Target {
    use gpuisa::Syntax;
    let t = tesla(opts);
    let syntax = match arch {
        Arch::Tesla => match tesla_syntax {
            gpuisa_tesla::Syntax::Envydis => Syntax::Envydis,
            gpuisa_tesla::Syntax::Nvdisasm => Syntax::Nvdisasm,
            gpuisa_tesla::Syntax::Nvdisasm5 => Syntax::Nvdisasm5,
            _ => Syntax::Lossless,
        },
        Arch::Fermi => match opts.fermi_envydis {
            Some(gpuisa_fermi::EnvydisSyntax::Exact) => Syntax::Envydis,
            Some(gpuisa_fermi::EnvydisSyntax::Lossless) => Syntax::EnvydisLossless,
            None if opts.fermi_cuda5 => Syntax::Nvdisasm5,
            None => Syntax::Nvdisasm,
        },
        Arch::Usse if opts.vita3k => Syntax::Vita3k,
        Arch::Usse | Arch::Isa30 => Syntax::Lossless,
    };
    gpuisa::Target {
        arch: arch.into(),
        syntax,
        variant: t.variant,
        program_type: t.ptype,
        shift_wrap: opts.shift_wrap.map(|w| match w {
            ShiftWrapArg::Set => gpuisa_fermi::ShiftWrap::Set,
            ShiftWrapArg::Clear => gpuisa_fermi::ShiftWrap::Clear,
        }),
        secondary: opts.secondary,
    }
}

/// Refuses a syntax the chosen instruction set does not print (yet), and `--shift-wrap` (`shift_wrap`)
/// anywhere but in Fermi's NVIDIA syntax.
fn check_syntax(arch: Arch, s: Option<SyntaxArg>, shift_wrap: bool) -> Res<()> {
    if shift_wrap && (arch != Arch::Fermi || s.and_then(fermi_envydis).is_some()) {
        return usage("--shift-wrap is for Fermi in NVIDIA's syntax (envydis' syntax always shows the bit)");
    }
    let Some(s) = s else { return Ok(()) };
    match (arch, s) {
        (Arch::Isa30 | Arch::Usse, SyntaxArg::Nvdisasm | SyntaxArg::Nvdisasm5) => usage("--syntax nvdisasm is NVIDIA's (Tesla and Fermi)"),
        (Arch::Usse | Arch::Isa30, SyntaxArg::Envydis | SyntaxArg::EnvydisLossless) => {
            usage(format!("--syntax envydis is NVIDIA's: {} prints in its own syntax", arch_name(arch)))
        }
        (Arch::Tesla | Arch::Fermi | Arch::Isa30, SyntaxArg::Vita3k) => {
            usage("--syntax vita3k is the USSE's (Vita3K's shader disassembly): use it with --arch usse")
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

fn syntax(s: Option<SyntaxArg>) -> gpuisa_tesla::Syntax {
    match s {
        Some(SyntaxArg::Envydis) => gpuisa_tesla::Syntax::Envydis,
        Some(SyntaxArg::Nvdisasm) => gpuisa_tesla::Syntax::Nvdisasm,
        Some(SyntaxArg::Nvdisasm5) => gpuisa_tesla::Syntax::Nvdisasm5,
        _ => gpuisa_tesla::Syntax::Lossless,
    }
}

/// Sets the syntax-derived options of `opts` for `arch`, after checking them.
fn set_syntax(arch: Arch, s: Option<SyntaxArg>, opts: &mut IsaOpts) -> Res<()> {
    check_syntax(arch, s, opts.shift_wrap.is_some())?;
    check_tesla_opts(arch, opts)?;
    opts.vita3k = matches!(s, Some(SyntaxArg::Vita3k));
    opts.fermi_envydis = if arch == Arch::Fermi { s.and_then(fermi_envydis) } else { None };
    opts.fermi_cuda5 = arch == Arch::Fermi && s == Some(SyntaxArg::Nvdisasm5);
    Ok(())
}

/// The input, opened for reading (a file, or standard input for `-` or none), bounded as
/// [`out::open`] says.
fn open_input(file: &Option<PathBuf>) -> Res<out::Opened> {
    match file {
        Some(p) if p.as_os_str() != "-" => out::open(p),
        _ => Ok(out::Opened { reader: out::stdin(), regular: false }),
    }
}

/// Up to `n` bytes from the start of `input` (fewer only at its end).
fn read_head(input: &mut dyn Read, n: usize, name: &str) -> Res<Vec<u8>> {
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

fn jobs(j: Option<u16>) -> usize {
    j.map(usize::from).unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()).min(64))
}

fn cmd_dis(mut a: DisArgs) -> Res<bool> {
    let name = input_name(&a.file);
    let opened = open_input(&a.file)?;
    let mut input = opened.reader;
    let head = read_head(&mut input, 1 << 16, &name)?;
    let jobs = jobs(a.jobs);
    let plain = !a.lines && !a.labels && !a.json && a.cfg.is_none() && !a.regs;
    // A regular file too large to read whole: raw code (streamed) when --arch says what it is, even if its
    // start looks like text; anything else is refused here, saying how it could be read.
    let size = a.file.as_ref().filter(|_| opened.regular).and_then(|p| std::fs::metadata(p).ok()).map_or(0, |m| m.len());
    let huge = size > out::MAX_INPUT && gpuisa_container::detect(&head) == gpuisa_container::Format::Raw;
    if size > out::MAX_INPUT && !(huge && plain && a.isa.arch.is_some()) {
        let how = if huge && plain {
            "; if it is raw code, give --arch to stream it"
        } else if huge {
            "; raw code of any size is streamed by `gpuisa dis --arch A FILE` (without --lines, --labels, --json or --cfg)"
        } else {
            ""
        };
        return Err(Fail::Input(format!("{name}: {size} bytes, more than {} MiB: too large to read whole{how}", out::MAX_INPUT >> 20)));
    }
    if plain && (huge || is_raw_binary(&head)) {
        // A raw binary: streamed a chunk at a time, in flat memory.
        let arch = container_arch(None, a.isa.arch, &name, "raw binary")?;
        set_syntax(arch, a.syntax, &mut a.isa)?;
        let stdout = std::io::stdout();
        let mut w = std::io::BufWriter::with_capacity(1 << 16, stdout.lock());
        let counts =
            with_isa!(arch, &a.isa, syntax(a.syntax), |isa| listing::listing_stream(&isa, head, &mut input, jobs, &mut w))
                .map_err(|e| format!("{name}: {e}"))?;
        w.flush().map_err(output_error)?;
        if let Some(why) = &counts.reason {
            out::report(&format!("{name}: {why}"));
        }
        return Ok(!counts.truncated);
    }
    let regular = |p: &&PathBuf| p.as_os_str() != "-" && std::fs::metadata(p).is_ok_and(|m| m.is_file());
    if a.labels && !a.lines && !a.json && a.cfg.is_none() && a.kernel.is_none() && is_raw_binary(&head) {
        // A large raw binary listed with labels is read twice (the label pass, then the listing): mapped,
        // its pages are the file's own, with no copy made first.
        if let Some(map) = a.file.as_ref().filter(regular).and_then(|p| out::map_large(p)) {
            return dis_raw_labelled(a, map, jobs, &name);
        }
    }
    // A regular file: read in place at once, on every core (no growing copies of a large input). Pipes
    // and devices: as they come.
    let bytes = match a.file.as_ref().filter(regular) {
        Some(path) => out::read_rest(path, head, jobs, &name)?,
        None => {
            let mut bytes = head;
            out::read_all(&mut input, &mut bytes, &name)?;
            bytes
        }
    };
    if a.lines {
        let arch = need_arch(a.isa.arch, "--lines")?;
        set_syntax(arch, a.syntax, &mut a.isa)?;
        let input = text(bytes, &name)?;
        let ok = out::with_stdout(|w| with_isa!(arch, &a.isa, syntax(a.syntax), |isa| lines::dis(&isa, &input, arch == Arch::Fermi, w)))?;
        if !ok {
            out::report(&format!("{name}: some lines could not be disassembled (`error:` lines in the output)"));
        }
        return Ok(ok);
    }
    let mut c = gpuisa_container::read_owned(bytes).map_err(|e| format!("{name}: {e}"))?;
    let mut opts = a.isa.clone();
    let arch = container_arch(c.arch, opts.arch, &name, &c.format.to_string())?;
    if arch == Arch::Tesla && opts.variant.is_none() {
        opts.variant = c.arch.and_then(|i| i.tesla_variant()).and_then(variant_from_name);
    }
    set_syntax(arch, a.syntax, &mut opts)?;
    if a.labels {
        labels_syntax(arch, &opts)?;
    }
    if let Some(k) = &a.kernel {
        if c.kernel(k).is_none() {
            let names: Vec<&str> = c.kernels.iter().map(|k| k.name.as_str()).collect();
            return usage(format!("{name}: no kernel `{k}` (it has {})", names.join(", ")));
        }
    }
    if a.json || a.cfg.is_some() {
        return dis_data(&a, &c, arch, &mut opts, &name);
    }
    if a.regs {
        return dis_regs(&a, &c, arch, &opts, &name);
    }
    let mut all_ok = true;
    let mut reasons = Vec::new();
    let several = c.kernels.len() > 1;
    out::with_stdout(|w| {
        // A container's listing names how it was printed: `gpuisa as` reads it back in that syntax (raw
        // code and hex words name nothing, as their streamed listings do not).
        if !matches!(c.format, gpuisa_container::Format::Raw | gpuisa_container::Format::HexText) {
            writeln!(w, "{}", listing_header(arch, a.syntax))?;
        }
        for k in c.kernels.iter_mut().filter(|k| a.kernel.as_ref().is_none_or(|n| *n == k.name)) {
            // A GXP file's secondary program: Vita3K's syntax prints its registers as `sa`.
            opts.secondary = arch == Arch::Usse && k.name == "secondary";
            if !k.name.is_empty() || several {
                writeln!(w, "// kernel {} ({} bytes)", k.name, k.code.len())?;
            }
            if arch == Arch::Usse && opts.vita3k {
                // Vita3K's log: repeats expanded, SMLSI increments carried through the program.
                all_ok &= listing_vita3k::listing(&k.code, k.base_addr, opts.secondary, w)?;
                continue;
            }
            let counts = with_isa!(arch, &opts, syntax(a.syntax), |isa| {
                if a.labels {
                    listing::listing_labelled(&isa, std::mem::take(&mut k.code), k.base_addr, jobs, w)
                } else {
                    listing::listing(&isa, &k.code, k.base_addr, jobs, w)
                }
            })?;
            all_ok &= !counts.truncated;
            if let Some(why) = counts.reason {
                reasons.push(if k.name.is_empty() { why } else { format!("kernel {}: {why}", k.name) });
            }
        }
        Ok(())
    })?;
    // One error line, whatever the number of kernels that ended early.
    if !reasons.is_empty() {
        out::report(&format!("{name}: {}", reasons.join("; ")));
    }
    Ok(all_ok)
}

/// The name `--syntax` gives a syntax.
fn syntax_name(s: SyntaxArg) -> &'static str {
    match s {
        SyntaxArg::Lossless => "lossless",
        SyntaxArg::Envydis => "envydis",
        SyntaxArg::Nvdisasm => "nvdisasm",
        SyntaxArg::Nvdisasm5 => "nvdisasm5",
        SyntaxArg::EnvydisLossless => "envydis-lossless",
        SyntaxArg::Vita3k => "vita3k",
    }
}

/// Each ISA's default syntax (`None`: isa30, which has one).
fn default_syntax(arch: Arch) -> Option<SyntaxArg> {
    match arch {
        Arch::Tesla | Arch::Usse => Some(SyntaxArg::Lossless),
        Arch::Fermi => Some(SyntaxArg::Nvdisasm),
        Arch::Isa30 => None,
    }
}

/// The first line of a container's listing: `// gpuisa dis --arch A --syntax S`.
fn listing_header(arch: Arch, s: Option<SyntaxArg>) -> String {
    match s.or(default_syntax(arch)) {
        Some(s) => format!("{LISTING_HEADER} --arch {} --syntax {}", arch_name(arch), syntax_name(s)),
        None => format!("{LISTING_HEADER} --arch {}", arch_name(arch)),
    }
}

const LISTING_HEADER: &str = "// gpuisa dis";

/// The architecture and syntax a listing's header names (see [`listing_header`]), from its first line
/// that is not blank.
fn header_of(src: &str) -> (Option<Arch>, Option<SyntaxArg>) {
    let Some(line) = src.lines().map(str::trim).find(|l| !l.is_empty()) else { return (None, None) };
    let Some(rest) = line.strip_prefix(LISTING_HEADER) else { return (None, None) };
    let words: Vec<&str> = rest.split_whitespace().collect();
    let value = |opt: &str| words.windows(2).find(|w| w[0] == opt).map(|w| w[1]);
    (value("--arch").and_then(|v| Arch::from_str(v, false).ok()), value("--syntax").and_then(|v| SyntaxArg::from_str(v, false).ok()))
}

/// `--labels` needs a syntax that `gpuisa as` reads back: not USSE's Vita3K syntax.
fn labels_syntax(arch: Arch, opts: &IsaOpts) -> Res<()> {
    if arch == Arch::Usse && opts.vita3k {
        return usage("--labels prints USSE code in gpuisa's syntax, which `gpuisa as` reads back (not --syntax vita3k)");
    }
    Ok(())
}

/// `dis --labels` of a raw binary mapped in memory: what the container path prints for it (one nameless
/// kernel at address 0), without reading the file into memory first.
fn dis_raw_labelled(mut a: DisArgs, code: out::Mapped, jobs: usize, name: &str) -> Res<bool> {
    let arch = container_arch(None, a.isa.arch, name, "raw binary")?;
    set_syntax(arch, a.syntax, &mut a.isa)?;
    labels_syntax(arch, &a.isa)?;
    let counts = out::with_stdout(|w| with_isa!(arch, &a.isa, syntax(a.syntax), |isa| listing::listing_labelled(&isa, code, 0, jobs, w)))?;
    if let Some(why) = &counts.reason {
        out::report(&format!("{name}: {why}"));
    }
    Ok(!counts.truncated)
}

/// `dis --regs`: each kernel's listing with its live registers ([`regs`]).
fn dis_regs(a: &DisArgs, c: &gpuisa_container::Container, arch: Arch, opts: &IsaOpts, name: &str) -> Res<bool> {
    if !matches!(arch, Arch::Tesla | Arch::Fermi) {
        return usage(format!("--regs lists Tesla and Fermi registers; the code is {}", arch_name(arch)));
    }
    out::with_stdout(|w| {
        for k in c.kernels.iter().filter(|k| a.kernel.as_ref().is_none_or(|n| *n == k.name)) {
            let kname = if k.name.is_empty() { name } else { &k.name };
            with_isa!(arch, opts, syntax(a.syntax), |isa| regs::write(&isa, kname, &k.code, k.base_addr, arch == Arch::Fermi, w))?;
        }
        Ok(())
    })?;
    Ok(true)
}

/// `dis --json` and `dis --cfg`: the kernels of container `c` as data.
fn dis_data(a: &DisArgs, c: &gpuisa_container::Container, arch: Arch, opts: &mut IsaOpts, name: &str) -> Res<bool> {
    use serde_json::json;
    let mut all_ok = true;
    let reasons = out::with_stdout(|w| {
        if a.json {
            // Written as it is made: the head, then each kernel's instructions one at a time.
            let head = json!({ "schema": "gpuisa-dis/1", "file": name, "format": c.format.to_string(), "arch": arch_name(arch) });
            let head = head.to_string();
            write!(w, "{},\"kernels\":[", &head[..head.len() - 1])?;
        }
        let mut first = true;
        let mut reasons = Vec::new();
        let chosen = || c.kernels.iter().filter(|k| a.kernel.as_ref().is_none_or(|n| *n == k.name));
        if a.cfg.is_some() {
            // One document for the container, a cluster per kernel.
            let kernels: Vec<cfg_dot::Kernel> =
                chosen().map(|k| cfg_dot::Kernel { name: if k.name.is_empty() { name } else { &k.name }, code: &k.code, base: k.base_addr }).collect();
            with_isa!(arch, &*opts, syntax(a.syntax), |isa| cfg_dot::write(&isa, name, &kernels, w))?;
            return Ok(Vec::new());
        }
        for k in chosen() {
            opts.secondary = arch == Arch::Usse && k.name == "secondary";
            let kernel = json!({ "name": k.name, "address": k.base_addr, "size": k.code.len() }).to_string();
            write!(w, "{}{},\"instructions\":[", if first { "" } else { "," }, &kernel[..kernel.len() - 1])?;
            first = false;
            let stop = with_isa!(arch, &*opts, syntax(a.syntax), |isa| json::instructions(&isa, &k.code, k.base_addr, w))?;
            all_ok &= stop.is_none();
            if let Some(s) = &stop {
                let why = s["reason"].as_str().unwrap_or("truncated");
                reasons.push(if k.name.is_empty() { why.to_string() } else { format!("kernel {}: {why}", k.name) });
            }
            write!(w, "],\"truncated\":{}}}", stop.unwrap_or(serde_json::Value::Null))?;
        }
        if a.json {
            writeln!(w, "]}}")?;
        }
        Ok(reasons)
    })?;
    // One error line, whatever the number of kernels that ended early.
    if !reasons.is_empty() {
        out::report(&format!("{name}: {}", reasons.join("; ")));
    }
    Ok(all_ok)
}

fn variant_from_name(n: &str) -> Option<VariantArg> {
    VariantArg::from_str(n, true).ok()
}

/// Where `as` writes: a file (atomically) or standard output.
fn as_output(a: &AsArgs) -> Option<&Path> {
    a.output.as_deref().filter(|p| p.as_os_str() != "-")
}

/// Writes the output of `as`: to -o atomically, or to standard output (binary only when asked, if it is
/// a terminal).
fn write_as_output(a: &AsArgs, bytes: &[u8], binary: bool) -> Res<()> {
    match as_output(a) {
        Some(p) => out::write_atomic(p, bytes),
        None => {
            if binary && a.output.is_none() && std::io::stdout().is_terminal() {
                return usage("as: binary output to a terminal: give -o FILE (or -o - to write it anyway)");
            }
            out::write_stdout(bytes)
        }
    }
}

fn cmd_as(mut a: AsArgs) -> Res<bool> {
    let name = input_name(&a.file);
    let mut src = text(read_input(&a.file)?, &name)?;
    // A listing's header names its architecture and syntax: the defaults for what the options leave out.
    let (header_arch, header_syntax) = header_of(&src);
    // The container to write into names the architecture.
    let target = match &a.replace_in {
        Some(p) => {
            let cname = p.display().to_string();
            let bytes = out::read_file(p)?;
            let c = gpuisa_container::read(&bytes).map_err(|e| format!("{cname}: {e}"))?;
            if !matches!(c.format, gpuisa_container::Format::Elf | gpuisa_container::Format::Gxp) {
                return usage(format!("--replace-in {cname}: a {} cannot be written into: give an ELF cubin or a GXP file", c.format));
            }
            let arch = container_arch(c.arch, a.isa.arch, &cname, &c.format.to_string())?;
            Some((cname, bytes, c, arch))
        }
        None => None,
    };
    let arch = match &target {
        Some((.., arch)) => *arch,
        None => need_arch(a.isa.arch.or(header_arch), "as")?,
    };
    if a.syntax.is_none() && header_arch == Some(arch) {
        a.syntax = header_syntax;
    }
    set_syntax(arch, a.syntax, &mut a.isa)?;
    if let (Some(out), Some(src)) = (as_output(&a), a.file.as_ref().filter(|f| f.as_os_str() != "-")) {
        if out::same_file(out, src) && !a.force {
            return usage(format!("-o {}: that is the source file; give --force to write over it", out.display()));
        }
    }
    // Diagnostics show the lines as the user wrote them (the text read is changed in place, byte for byte).
    let written = a.isa.fermi_envydis.is_some().then(|| src.clone());
    if a.isa.fermi_envydis.is_some() {
        // The shared lexer takes envydis' surface dimensions (`1d`) for malformed numbers.
        src = gpuisa_fermi::envy::notation::lexable(&src).into_owned();
    }
    if a.lines {
        let mut text = Vec::new();
        let ok = with_isa!(arch, &a.isa, syntax(a.syntax), |isa| lines::asm(&isa, &src, &mut text))
            .map_err(|e| format!("{e}"))?;
        write_as_output(&a, &text, false)?;
        if !ok {
            out::report(&format!("{name}: some lines could not be assembled (`error:` lines in the output)"));
        }
        return Ok(ok);
    }
    // `gpuisa dis` output goes back in as it is: columns blanked, one piece per `// kernel` header.
    let original = src;
    let (src, pieces) = relisting::split(&original);
    let headed = pieces.iter().any(|p| p.name.is_some());
    if headed && pieces[0].name.is_none() {
        let line = 1 + src[..pieces[0].range.end].matches('\n').count();
        return Err(Fail::Input(format!("{name}: code before the first `// kernel NAME` line (which ends at line {line}): it belongs to no kernel")));
    }
    // A kernel named twice: which block is meant cannot be told (one edit would be dropped).
    let mut named = std::collections::HashMap::new();
    for p in pieces.iter() {
        if let Some(n) = &p.name {
            if let Some(first) = named.insert(n.as_str(), p.range.start) {
                let (line, first) = (1 + src[..p.range.start].matches('\n').count(), 1 + src[..first].matches('\n').count());
                return Err(Fail::Input(format!("{name}:{line}: kernel `{n}` again (its first block is at line {first}): a listing names each kernel once")));
            }
        }
    }
    let chosen: Vec<&relisting::Piece> = match (&a.kernel, headed) {
        (Some(k), true) => {
            let found: Vec<_> = pieces.iter().filter(|p| p.name.as_deref() == Some(k.as_str())).collect();
            if found.is_empty() {
                let names: Vec<&str> = pieces.iter().filter_map(|p| p.name.as_deref()).collect();
                return usage(format!("{name}: the listing has no kernel `{k}` (it has {})", names.join(", ")));
            }
            found
        }
        _ => pieces.iter().collect(),
    };
    // Each kernel's code, and where its statements were in the listing (the old code's addresses).
    let mut codes: Vec<(Option<String>, Vec<u8>, Vec<grow::Placed>)> = Vec::new();
    let mut failed = Vec::new();
    for p in chosen {
        let part = &src[p.range.clone()];
        let part_original = &original[p.range.clone()];
        match with_isa!(arch, &a.isa, syntax(a.syntax), |isa| reassemble::assemble(&isa, part, part_original)) {
            Ok(out) => {
                let placed = out
                    .placed
                    .iter()
                    .map(|&(at, new, len)| {
                        // The listing line the statement is on (bytes: the offset is the blanked text's).
                        let b = original.as_bytes();
                        let at = (p.range.start + at).min(b.len());
                        let from = b[..at].iter().rposition(|&c| c == b'\n').map_or(0, |i| i + 1);
                        let to = b[at..].iter().position(|&c| c == b'\n').map_or(b.len(), |i| at + i);
                        let line = std::str::from_utf8(&b[from..to]).unwrap_or("");
                        grow::Placed { head: relisting::head_addr(line), new, len }
                    })
                    .collect();
                codes.push((p.name.clone(), out.bytes, placed))
            }
            Err(diags) => failed.extend(diags.into_iter().map(|d| d.shifted(p.range.start))),
        }
    }
    if !failed.is_empty() {
        let failed = hint_syntax(arch, &a, &src, failed);
        // The listing's columns were blanked for the parser; the user sees their lines.
        out::report_raw(&gpuisa_core::diag::render(&name, written.as_deref().unwrap_or(&original), &failed));
        return Ok(false);
    }
    let Some((cname, cubin, c, _)) = target else {
        if let [(_, code, _)] = codes.as_slice() {
            write_as_output(&a, code, true)?;
            return Ok(true);
        }
        let names: Vec<&str> = codes.iter().filter_map(|(n, _, _)| n.as_deref()).collect();
        return usage(format!(
            "{name}: the listing holds {} kernels ({}): choose one with --kernel, or write them into their container with --replace-in",
            codes.len(),
            names.join(", ")
        ));
    };
    let is_gxp = c.format == gpuisa_container::Format::Gxp;
    if !is_gxp && c.kernels.is_empty() && codes.iter().all(|(n, code, _)| n.is_none() && code.is_empty()) {
        // A cubin without kernels lists nothing, and nothing goes back in.
        write_as_output(&a, &cubin, true)?;
        return Ok(true);
    }
    let mut new = cubin;
    for (piece_name, code, placed) in &codes {
        // Without headers the kernel is --kernel's, or the container's only one (a GXP's primary program).
        let kname = match (piece_name, &a.kernel, c.kernels.as_slice()) {
            (Some(n), ..) => n.clone(),
            (None, Some(k), _) => k.clone(),
            (None, None, _) if is_gxp => "primary".to_string(),
            (None, None, [only]) => only.name.clone(),
            (None, None, ks) => {
                let names: Vec<&str> = ks.iter().map(|k| k.name.as_str()).collect();
                return usage(format!("{cname}: {} kernels ({}): say which with --kernel", ks.len(), names.join(", ")));
            }
        };
        if c.kernel(&kname).is_some_and(|k| k.code == *code) {
            continue; // unchanged: the container stays as it is there
        }
        if is_gxp && gpuisa_container::GxpProgram::from_name(&kname).is_none() {
            return usage(format!("{cname}: a GXP file's programs are `primary` and `secondary`, not `{kname}`"));
        }
        if !is_gxp && c.kernel(&kname).is_none() {
            let names: Vec<&str> = c.kernels.iter().map(|k| k.name.as_str()).collect();
            return usage(format!("{cname}: no kernel `{kname}` (it has {})", names.join(", ")));
        }
        // What gpuisa could not read back is not written (the facade refuses it).
        let (bytes, notes) = gpuisa::container::replaced(&new, &c, &kname, code, placed).map_err(|e| match e {
            gpuisa::Error::Usage(m) => Fail::Usage(format!("{cname}: {m}")),
            gpuisa::Error::Container(m) if m.starts_with("kernel ") => Fail::Input(format!("{name}: {m}")),
            e => Fail::Input(format!("{cname}: {e}")),
        })?;
        for note in &notes {
            out::warn(&format!("{cname}: {note}"));
        }
        new = bytes;
    }
    write_as_output(&a, &new, true)?;
    Ok(true)
}

/// The syntaxes `--syntax` offers for `arch` (isa30 has one).
fn syntaxes_of(arch: Arch) -> &'static [SyntaxArg] {
    use SyntaxArg::*;
    match arch {
        Arch::Tesla => &[Lossless, Envydis, Nvdisasm, Nvdisasm5],
        Arch::Fermi => &[Nvdisasm, Nvdisasm5, Envydis, EnvydisLossless],
        Arch::Usse => &[Lossless, Vita3k],
        Arch::Isa30 => &[],
    }
}

/// Adds to the first diagnostics whose line assembles in another syntax of `arch` a note naming it (an
/// `nvdisasm5` listing read as `nvdisasm` fails on `SR_CTAID.X`, which the other reads).
fn hint_syntax(arch: Arch, a: &AsArgs, src: &str, mut failed: Vec<gpuisa_core::diag::Diagnostic>) -> Vec<gpuisa_core::diag::Diagnostic> {
    let current = a.syntax.or(default_syntax(arch));
    let others: Vec<(SyntaxArg, IsaOpts)> = syntaxes_of(arch)
        .iter()
        .filter(|&&s| Some(s) != current)
        .filter_map(|&s| {
            let mut opts = a.isa.clone();
            set_syntax(arch, Some(s), &mut opts).ok().map(|()| (s, opts))
        })
        .collect();
    // A few lines are enough to say it; each try is one line's parse. A line that reads alone in its own
    // syntax failed for another reason (a target outside the code): no hint.
    for d in failed.iter_mut().filter(|d| !d.is_summary() && d.note.is_none()).take(20) {
        let start = src[..d.span.start.min(src.len())].rfind('\n').map_or(0, |i| i + 1);
        let line = src[start..].lines().next().unwrap_or("");
        if with_isa!(arch, &a.isa, syntax(a.syntax), |isa| lines::assembles(&isa, line)) {
            continue;
        }
        if let Some((s, _)) = others.iter().find(|(s, opts)| with_isa!(arch, opts, syntax(Some(*s)), |isa| lines::assembles(&isa, line))) {
            *d = d.clone().with_note(format!("hint: the line reads in --syntax {}", syntax_name(*s)));
        }
    }
    failed
}

fn cmd_info(file: PathBuf, as_json: bool) -> Res<bool> {
    let f = Some(file);
    let name = input_name(&f);
    let bytes = read_input(&f)?;
    let c = gpuisa_container::read(&bytes).map_err(|e| format!("{name}: {e}"))?;
    if as_json {
        let mut doc = json::container(&c, &name);
        if c.format == gpuisa_container::Format::Gxp {
            if let (Ok(g), Some(o)) = (gpuisa_container::read_gxp_layout(&bytes), doc.as_object_mut()) {
                o.insert("gxp".into(), gxp_info::gxp(&g));
            }
        }
        let mut text = doc.to_string();
        text.push('\n');
        out::write_stdout(text.as_bytes())?;
        return Ok(true);
    }
    out::write_stdout(c.summary().to_string().as_bytes())?;
    Ok(true)
}

/// Entry points for fuzz targets: the option handling of `run`, without the run itself.
#[doc(hidden)]
pub mod fuzzing {
    use super::*;

    /// Parses `argv` (without the program name) as the command line does; for a Tesla `run`, reads the
    /// program and sets up the launch (memories, parameters) as a run would, without running it. Returns
    /// the exit code the command line would give if it stopped there.
    pub fn run_options(argv: &[String]) -> u8 {
        let cli = match Cli::try_parse_from(std::iter::once("gpuisa".to_string()).chain(argv.iter().cloned())) {
            Ok(cli) => cli,
            Err(e) => return e.exit_code().clamp(0, 255) as u8,
        };
        match cli.cmd {
            Cmd::Run(r) if r.arch == Some(Arch::Tesla) => match run_tesla::prepare(r.program, &r.tesla, &r.fermi.textures) {
                Ok(_) => 0,
                Err(Fail::Input(_)) => 1,
                Err(Fail::Usage(_)) => 2,
            },
            _ => 0,
        }
    }
}
