//! Containers as files: open one, list its kernels, put new code in place of a kernel (of any size),
//! save it whole or not at all.

use crate::grow::{self, Placed};
use crate::{Arch, Error, Result};
use std::path::Path;

/// The most bytes [`Container::open`] reads: 1 GiB.
pub const MAX_FILE: u64 = 1 << 30;

/// A container file (ELF or text cubin, GXP, cuobjdump listing, hex text, raw code) with its bytes.
///
/// ```
/// use gpuisa::{Arch, Assembler, Container};
/// let shared = std::env::var("GPUISA_SHARED").unwrap_or_else(|_| "../../../shared".into());
/// let corpus = std::path::Path::new(&shared).join("corpus/fermi");
/// let mut cubins: Vec<_> = std::fs::read_dir(&corpus).expect("the shared corpus (set GPUISA_SHARED)")
///     .map(|e| e.unwrap().path()).filter(|p| p.extension().is_some_and(|x| x == "cubin")).collect();
/// cubins.sort();
/// let mut c = Container::open(&cubins[0])?;
/// assert_eq!(c.arch(), Some(Arch::Fermi));
/// let k = c.kernels()[0].clone();
/// // The kernel grows by one instruction; what follows it moves.
/// let mut code = k.code.clone();
/// code.extend(Assembler::new(Arch::Fermi).assemble("NOP CC.T;", 0)?.bytes);
/// c.replace(&k.name, &code)?;
/// let out = std::env::temp_dir().join(format!("gpuisa-doctest-{}.cubin", std::process::id()));
/// c.save(&out)?;
/// assert_eq!(Container::open(&out)?.kernel(&k.name).unwrap().code, code);
/// # std::fs::remove_file(&out).ok();
/// # Ok::<(), gpuisa::Error>(())
/// ```
#[derive(Clone, Debug)]
pub struct Container {
    bytes: Vec<u8>,
    parsed: gpuisa_container::Container,
}

impl Container {
    /// Reads the file at `path`.
    pub fn open(path: impl AsRef<Path>) -> Result<Container> {
        let path = path.as_ref();
        let name = path.display();
        let meta = std::fs::metadata(path).map_err(|e| Error::Io(format!("{name}: {e}")))?;
        if meta.len() > MAX_FILE {
            return Err(Error::Container(format!("{name}: {} bytes: larger than the {} MiB gpuisa reads", meta.len(), MAX_FILE >> 20)));
        }
        let bytes = std::fs::read(path).map_err(|e| Error::Io(format!("{name}: {e}")))?;
        Container::from_bytes(bytes).map_err(|e| Error::Container(format!("{name}: {e}")))
    }

    /// Reads a container from its bytes (the format found from them).
    pub fn from_bytes(bytes: Vec<u8>) -> Result<Container> {
        let parsed = gpuisa_container::read(&bytes).map_err(|e| Error::Container(e.to_string()))?;
        Ok(Container { bytes, parsed })
    }

    /// The file's bytes as they are now (with every replacement made).
    pub fn bytes(&self) -> &[u8] {
        &self.bytes
    }

    /// What was read: format, architecture, kernels, constant banks, device variables, other facts.
    pub fn parsed(&self) -> &gpuisa_container::Container {
        &self.parsed
    }

    /// The format's name (`ELF cubin`, `GXP shader program`, ...).
    pub fn format(&self) -> &'static str {
        self.parsed.format.name()
    }

    /// The architecture the container names (`None` for hex text and raw code, and for a family gpuisa
    /// does not read).
    pub fn arch(&self) -> Option<Arch> {
        arch_of(self.parsed.arch?)
    }

    /// The kernels (a GXP file's programs are `primary` and `secondary`).
    pub fn kernels(&self) -> &[gpuisa_container::Kernel] {
        &self.parsed.kernels
    }

    /// The kernel called `name`.
    pub fn kernel(&self, name: &str) -> Option<&gpuisa_container::Kernel> {
        self.parsed.kernel(name)
    }

    /// Puts `code` in place of kernel `name`, of any size; returns the notes of what was adjusted.
    /// Code of a new size moves what follows it; which old instruction went where is known only for code
    /// edited in place (see [`Container::replace_placed`] for a listing's addresses).
    pub fn replace(&mut self, name: &str, code: &[u8]) -> Result<Vec<String>> {
        self.replace_placed(name, code, &[])
    }

    /// [`Container::replace`] with the place of every assembled statement (a `gpuisa dis` listing's
    /// addresses read back), which says where each old instruction went.
    pub fn replace_placed(&mut self, name: &str, code: &[u8], placed: &[Placed]) -> Result<Vec<String>> {
        let (bytes, notes) = replaced(&self.bytes, &self.parsed, name, code, placed)?;
        if bytes != self.bytes {
            self.parsed = gpuisa_container::read(&bytes).map_err(|e| Error::Container(format!("the replaced file does not read back: {e}")))?;
            self.bytes = bytes;
        }
        Ok(notes)
    }

    /// Writes the bytes to `path`, whole or not at all (a temporary file beside it, then renamed).
    pub fn save(&self, path: impl AsRef<Path>) -> Result<()> {
        write_whole(path.as_ref(), &self.bytes)
    }
}

/// The architecture of a container's [`gpuisa_container::ArchInfo`], if gpuisa reads it.
pub fn arch_of(info: gpuisa_container::ArchInfo) -> Option<Arch> {
    match info.family {
        gpuisa_container::Family::Tesla => Some(Arch::Tesla),
        gpuisa_container::Family::Fermi => Some(Arch::Fermi),
        gpuisa_container::Family::Usse => Some(Arch::Usse),
        gpuisa_container::Family::Other => None,
    }
}

/// The bytes of container `bytes` (read as `c`) with `code` in place of kernel `name`, and the notes of
/// what was adjusted. Code gpuisa could not read back is refused; so is a kernel the file does not have.
pub fn replaced(bytes: &[u8], c: &gpuisa_container::Container, name: &str, code: &[u8], placed: &[Placed]) -> Result<(Vec<u8>, Vec<String>)> {
    if c.kernel(name).is_some_and(|k| k.code == code) {
        return Ok((bytes.to_vec(), Vec::new()));
    }
    let arch = c.arch.and_then(arch_of).ok_or_else(|| Error::Container(format!("a {} does not say its architecture", c.format)))?;
    let target = crate::Target::new(arch);
    if let Some(why) = crate::with_target!(target, |isa| crate::reassemble::unreadable(&isa, code)) {
        return Err(Error::Container(format!("kernel {name}: {why}")));
    }
    if c.format == gpuisa_container::Format::Gxp {
        let which = gpuisa_container::GxpProgram::from_name(name)
            .ok_or_else(|| Error::Usage(format!("a GXP file's programs are `primary` and `secondary`, not `{name}`")))?;
        let out = gpuisa_container::replace_gxp_program(bytes, which, code).map_err(|e| Error::Container(e.to_string()))?;
        return Ok((out, Vec::new()));
    }
    let Some(old) = c.kernel(name) else {
        let names: Vec<&str> = c.kernels.iter().map(|k| k.name.as_str()).collect();
        return Err(Error::Usage(format!("no kernel `{name}` (it has {})", names.join(", "))));
    };
    // Code of a new size moves what follows it: the listing's addresses say where each old instruction
    // went; the register count follows the new code's operands.
    let map = grow::offset_map(placed, &old.code, code, old.base_addr);
    let regs = match arch {
        Arch::Tesla => {
            let variant = c.arch.and_then(|i| i.tesla_variant()).and_then(gpuisa_tesla::Variant::from_name).unwrap_or_default();
            crate::regs::regs_used(&gpuisa_tesla::Tesla::new(variant, gpuisa_tesla::ProgramType::Compute), code, false)
        }
        Arch::Fermi => crate::regs::regs_used(&gpuisa_fermi::Fermi::new(gpuisa_fermi::ShiftWrap::Clear), code, true),
        _ => None,
    };
    let how = gpuisa_container::Resize { map, regs };
    let done = gpuisa_container::replace_kernel(bytes, name, code, &how).map_err(|e| Error::Container(e.to_string()))?;
    Ok((done.bytes, done.notes))
}

/// Writes `bytes` to `path` whole or not at all: into a temporary file in the same folder, flushed to
/// disk, then renamed over `path` (keeping a replaced file's permissions). A failure midway (a full disk)
/// leaves `path` as it was. A device or a pipe (`/dev/stdout`) cannot be replaced by a rename: it is
/// written in place. Errors: [`Error::Usage`] for a path that is a folder or names no file, else
/// [`Error::Io`].
pub fn write_whole(path: &Path, bytes: &[u8]) -> Result<()> {
    use std::io::Write;
    let name = path.display();
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => std::path::PathBuf::from("."),
    };
    let file_name = path.file_name().ok_or_else(|| Error::Usage(format!("{name}: not a file name")))?;
    if path.is_dir() {
        return Err(Error::Usage(format!("{name}: is a folder")));
    }
    if std::fs::metadata(path).is_ok_and(|m| !m.file_type().is_file()) {
        let mut f = std::fs::OpenOptions::new().write(true).open(path).map_err(|e| Error::Io(format!("{name}: {e}")))?;
        return f.write_all(bytes).and_then(|_| f.flush()).map_err(|e| Error::Io(format!("{name}: {e}")));
    }
    let tmp = dir.join(format!(".{}.gpuisa-{}.tmp", file_name.to_string_lossy(), std::process::id()));
    let result = (|| {
        let mut f = std::fs::OpenOptions::new().write(true).create_new(true).open(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()?;
        if let Ok(meta) = std::fs::metadata(path) {
            f.set_permissions(meta.permissions())?;
        }
        drop(f);
        std::fs::rename(&tmp, path)
    })();
    result.map_err(|e| {
        let _ = std::fs::remove_file(&tmp);
        Error::Io(format!("{name}: {e} (the file is unchanged)"))
    })
}
