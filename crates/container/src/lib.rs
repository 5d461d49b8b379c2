//! Containers of GPU machine code: what a file holds (kernels, constant banks, attributes) and which
//! architecture it targets, independent of any instruction decoder.
//!
//! Formats: ELF cubins (e_machine 190, 32- and 64-bit), CUDA 1.x/2.x text cubins, NVIDIA cuobjdump
//! `-sass` listings, hex text (whitespace-separated hex words) and raw binaries.
//!
//! ```
//! let c = gpuisa_container::read(b"0x10008001 0x00000003").unwrap();
//! assert_eq!(c.format, gpuisa_container::Format::HexText);
//! assert_eq!(c.kernels[0].code.len(), 8);
//! assert!(c.arch.is_none()); // hex text names no architecture: the user must give one
//! ```

mod detect;
mod elf;
mod elf_resize;
mod gxp;
mod gxp_replace;
pub mod gxp_varyings;
mod hex;
mod listing;
mod nvinfo;
mod replace;
mod summary;
mod textcubin;

pub use detect::detect;
pub use elf::read_elf;
pub use gxp::{read_gxp, read_gxp_layout, GxpLayout, GxpParameter};
pub use gxp_replace::{replace_gxp_program, GxpProgram};
pub use replace::{replace_kernel, OffsetMap, Replaced, Resize};
pub use hex::read_hex;
pub use listing::{listing_line_words, read_listing};
pub use summary::Summary;
pub use textcubin::read_text_cubin;

use std::fmt;

/// The kind of container, found by [`detect`] from the content alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Format {
    /// ELF cubin (starts with the ELF magic).
    Elf,
    /// CUDA 1.x/2.x text cubin (`architecture {sm_10} ... code { ... bincode { ... } }`).
    TextCubin,
    /// NVIDIA `cuobjdump -sass` listing (`/*0008*/ /*0x...*/ INSN;` or `INSN; /* 0x... */`).
    Listing,
    /// Whitespace-separated hex words, one program; `#` and `//` start comments.
    HexText,
    /// PS Vita GXP shader program (`GXP\0`): USSE code.
    Gxp,
    /// Anything else: the bytes are the code.
    Raw,
}

impl Format {
    pub fn name(self) -> &'static str {
        match self {
            Format::Elf => "ELF cubin",
            Format::TextCubin => "text cubin",
            Format::Listing => "cuobjdump listing",
            Format::HexText => "hex text",
            Format::Gxp => "GXP shader program",
            Format::Raw => "raw binary",
        }
    }
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// GPU families a container can name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Family {
    /// sm_1x: G80..GT215.
    Tesla,
    /// sm_2x: GF100 and relatives.
    Fermi,
    /// The PowerVR SGX543 USSE of the PS Vita (GXP programs).
    Usse,
    /// A later family (sm_30 and up): recognised, not decoded by this toolkit.
    Other,
}

/// The architecture a container targets.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ArchInfo {
    pub family: Family,
    /// Compute capability as a decimal number: 10 for sm_10, 21 for sm_21.
    pub sm: u32,
}

impl ArchInfo {
    pub fn from_sm(sm: u32) -> ArchInfo {
        let family = match sm / 10 {
            1 => Family::Tesla,
            2 => Family::Fermi,
            _ => Family::Other,
        };
        ArchInfo { family, sm }
    }

    /// Parses `sm_13` (also `sm13`, `13`).
    pub fn parse(s: &str) -> Option<ArchInfo> {
        let s = s.trim();
        let digits = s
            .strip_prefix("sm_")
            .or_else(|| s.strip_prefix("sm"))
            .unwrap_or(s);
        if digits.is_empty() || digits.len() > 3 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        digits.parse().ok().map(ArchInfo::from_sm)
    }

    /// The `gpuisa_tesla::Variant` name for a Tesla architecture (`Variant::from_name` accepts it):
    /// sm_10 is G80-class, sm_11 G84-class, sm_12/sm_13 G200-class.
    pub fn tesla_variant(&self) -> Option<&'static str> {
        match (self.family, self.sm) {
            (Family::Tesla, 10) => Some("g80"),
            (Family::Tesla, 11) => Some("g84"),
            (Family::Tesla, _) => Some("g200"),
            _ => None,
        }
    }
}

impl fmt::Display for ArchInfo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let fam = match self.family {
            Family::Tesla => "Tesla",
            Family::Fermi => "Fermi",
            Family::Usse => return f.write_str("PowerVR SGX543 USSE"),
            Family::Other => "unsupported family",
        };
        write!(f, "sm_{} ({fam})", self.sm)
    }
}

/// Resources a kernel declares. Each is `None` when the container does not say.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Resources {
    /// Registers per thread.
    pub regs: Option<u32>,
    /// Shared memory bytes per block.
    pub smem: Option<u64>,
    /// Local memory bytes per thread.
    pub lmem: Option<u64>,
    /// Barriers used.
    pub bar: Option<u32>,
    /// Bytes of the kernel's own stack frame (`.nv.info` FRAME_SIZE, sm_2x).
    pub frame: Option<u64>,
    /// Bytes of stack the kernel needs with its callees (`.nv.info` MIN_STACK_SIZE).
    pub min_stack: Option<u64>,
    /// `.nv.info` MAX_STACK_SIZE.
    pub max_stack: Option<u64>,
    /// Bytes of the call/return/sync stack (`.nv.info` CRS_STACK_SIZE).
    pub crs_stack: Option<u64>,
}

/// A kernel parameter as the container describes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Param {
    pub ordinal: u32,
    /// Byte offset in the parameter space (shared memory on sm_1x, constant bank 0 on sm_2x).
    pub offset: u32,
    pub size: u32,
}

/// A named attribute, rendered as text: decoded when its meaning is known, raw bytes otherwise.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attribute {
    pub name: String,
    pub value: String,
}

/// One kernel's code and what the container says about it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Kernel {
    /// Symbol name; empty for containers that name none (hex text, raw binaries).
    pub name: String,
    pub code: Vec<u8>,
    /// Address of the first byte of `code` (0 in every cubin: kernels are relocated at load time).
    pub base_addr: u64,
    pub resources: Resources,
    /// Parameters, by ordinal.
    pub params: Vec<Param>,
    pub attributes: Vec<Attribute>,
}

/// A constant bank (or a segment of one) with its initial contents.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ConstBank {
    /// The container's name for it: the ELF section name, or the text cubin's `name`/`segname`.
    pub name: String,
    /// Bank number (`c[N]`), when known.
    pub bank: Option<u32>,
    /// The kernel it belongs to; `None` for module-wide banks.
    pub kernel: Option<String>,
    /// Byte offset of `data` within the bank.
    pub offset: u64,
    /// Declared size in bytes; may exceed `data.len()` when the rest is uninitialised.
    pub size: u64,
    pub data: Vec<u8>,
}

/// A module variable (`__device__`) in global memory. The loader places it and writes its address where
/// the code reads it: in a constant bank (c14 in every cubin seen), as the container's relocations say.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DeviceVar {
    pub name: String,
    /// Size in bytes.
    pub size: u64,
    /// Initial contents (`.nv.global.init`); the rest of the variable starts as zeros.
    pub init: Vec<u8>,
    /// Where its address goes.
    pub refs: Vec<AddressRef>,
}

/// One place a [`DeviceVar`]'s address is written: `bytes` (4 or 8) at `offset` of constant bank `bank`,
/// added to what the bank holds there (an ELF `REL` relocation's addend is in place), plus `addend`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AddressRef {
    pub bank: u32,
    pub offset: u64,
    pub bytes: u8,
    pub addend: i64,
}

/// Everything read from one file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Container {
    pub format: Format,
    /// The architecture the container names; `None` for hex text and raw binaries.
    pub arch: Option<ArchInfo>,
    pub kernels: Vec<Kernel>,
    pub const_banks: Vec<ConstBank>,
    pub device_vars: Vec<DeviceVar>,
    /// Other facts, as (key, value) text: ELF class and flags, other sections, samplers, ...
    pub info: Vec<(String, String)>,
}

impl Container {
    fn new(format: Format) -> Container {
        Container {
            format,
            arch: None,
            kernels: Vec::new(),
            const_banks: Vec::new(),
            device_vars: Vec::new(),
            info: Vec::new(),
        }
    }

    /// The kernel called `name`.
    pub fn kernel(&self, name: &str) -> Option<&Kernel> {
        self.kernels.iter().find(|k| k.name == name)
    }

    /// A printable summary for `gpuisa info`.
    pub fn summary(&self) -> Summary<'_> {
        Summary(self)
    }
}

/// Why a file could not be read. Messages name the place (byte offset or line:column).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ContainerError {
    #[error("empty file")]
    Empty,
    #[error("ELF: {0}")]
    Elf(String),
    #[error("ELF: e_machine is {0}, not 190 (EM_CUDA): not a CUDA cubin")]
    NotCuda(u16),
    #[error("text cubin: {msg} at {line}:{col}")]
    TextCubin {
        line: usize,
        col: usize,
        msg: String,
    },
    #[error("hex text: {msg} at {line}:{col}")]
    Hex {
        line: usize,
        col: usize,
        msg: String,
    },
    #[error("listing: {msg} at line {line}")]
    Listing { line: usize, msg: String },
    #[error("GXP: {0}")]
    Gxp(String),
}

/// Reads any supported container, choosing the format with [`detect`].
pub fn read(bytes: &[u8]) -> Result<Container, ContainerError> {
    read_as(bytes, detect(bytes))
}

/// Reads `bytes` as the given format (to force one that detection would not choose).
pub fn read_as(bytes: &[u8], format: Format) -> Result<Container, ContainerError> {
    if bytes.is_empty() {
        return Err(ContainerError::Empty);
    }
    match format {
        Format::Elf => read_elf(bytes),
        Format::Gxp => read_gxp(bytes),
        Format::TextCubin => read_text_cubin(bytes),
        Format::Listing => read_listing(bytes),
        Format::HexText => read_hex(bytes),
        Format::Raw => Ok(read_raw(bytes)),
    }
}

/// A raw binary: one unnamed kernel holding all bytes; the architecture must come from the user.
pub fn read_raw(bytes: &[u8]) -> Container {
    raw(bytes.to_vec())
}

fn raw(code: Vec<u8>) -> Container {
    let mut c = Container::new(Format::Raw);
    c.kernels.push(Kernel { code, ..Kernel::default() });
    c
}

/// As [`read`], taking the bytes: raw code becomes the kernel's without a copy.
pub fn read_owned(bytes: Vec<u8>) -> Result<Container, ContainerError> {
    match detect(&bytes) {
        Format::Raw if !bytes.is_empty() => Ok(raw(bytes)),
        f => read_as(&bytes, f),
    }
}

/// 1-based line and column (in bytes) of byte offset `pos` in `text`.
pub(crate) fn line_col(text: &[u8], pos: usize) -> (usize, usize) {
    let pos = pos.min(text.len());
    let before = &text[..pos];
    let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
    let col = pos
        - before
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |p| p + 1)
        + 1;
    (line, col)
}

/// Parses a number written `0x...` (hex) or in decimal, as text cubins and listings write them.
pub(crate) fn parse_num(s: &str) -> Option<u64> {
    if let Some(h) = s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
        if h.is_empty() || h.len() > 16 || !h.bytes().all(|b| b.is_ascii_hexdigit()) {
            return None;
        }
        u64::from_str_radix(h, 16).ok()
    } else if !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()) {
        s.parse().ok()
    } else {
        None
    }
}
