//! How the command line ends and writes: the two kinds of failure and their exit codes, messages on
//! standard error that never panic, and output files that are complete or absent.

use std::io::{Read, Write};
use std::path::Path;

/// Why a command failed; the exit code follows from the kind.
#[derive(Debug)]
pub enum Fail {
    /// The input (a file, a line, a program's run) had errors: exit 1.
    Input(String),
    /// The options were wrong or contradict the input: exit 2.
    Usage(String),
}

pub type Res<T> = Result<T, Fail>;

impl From<String> for Fail {
    fn from(s: String) -> Fail {
        Fail::Input(s)
    }
}

/// The facade's errors: a usage error stays one (exit 2), the rest are the input's (exit 1).
impl From<gpuisa::Error> for Fail {
    fn from(e: gpuisa::Error) -> Fail {
        match e {
            gpuisa::Error::Usage(m) => Fail::Usage(m),
            e => Fail::Input(e.to_string()),
        }
    }
}

impl From<&str> for Fail {
    fn from(s: &str) -> Fail {
        Fail::Input(s.to_string())
    }
}

/// A usage failure (exit 2).
pub fn usage<T>(msg: impl Into<String>) -> Res<T> {
    Err(Fail::Usage(msg.into()))
}

/// Maps a `Result<_, String>` from option parsing to a usage failure.
pub trait OrUsage<T> {
    fn or_usage(self) -> Res<T>;
}

impl<T> OrUsage<T> for Result<T, String> {
    fn or_usage(self) -> Res<T> {
        self.map_err(Fail::Usage)
    }
}

/// Prints `gpuisa: MSG` on standard error. A standard error that cannot be written (closed, full) is not
/// a reason to panic: the exit code still tells.
pub fn report(msg: &str) {
    // One line whatever the message quotes (a name with a newline, a long token).
    let _ = writeln!(std::io::stderr().lock(), "gpuisa: {}", gpuisa_core::diag::one_line(msg));
}

/// Warnings of the command so far (printed by [`flush_warnings`] when it ends).
static WARNINGS: std::sync::Mutex<Vec<String>> = std::sync::Mutex::new(Vec::new());

/// Notes a warning: something done that the user may want to know (a register count raised). Warnings
/// print when the command ends, as `warning: MSG` lines, before the error line if there is one: the
/// error is the last line on standard error and the only one that starts with `gpuisa:`.
pub fn warn(msg: &str) {
    WARNINGS.lock().unwrap_or_else(|e| e.into_inner()).push(gpuisa_core::diag::one_line(msg));
}

/// Prints the warnings noted so far (see [`warn`]).
pub fn flush_warnings() {
    let list = std::mem::take(&mut *WARNINGS.lock().unwrap_or_else(|e| e.into_inner()));
    let mut err = std::io::stderr().lock();
    for w in list {
        let _ = writeln!(err, "warning: {w}");
    }
}

/// Writes text on standard error as it is (diagnostics already rendered), ignoring failures as [`report`].
pub fn report_raw(text: &str) {
    let _ = std::io::stderr().lock().write_all(text.as_bytes());
}

/// The message for a failed write to the output. A reader that went away (`gpuisa dis big | head`) is not
/// an error: the process ends quietly with status 0, as other Unix tools do.
pub fn output_error(e: std::io::Error) -> String {
    if e.kind() == std::io::ErrorKind::BrokenPipe {
        std::process::exit(0);
    }
    format!("writing output: {e}")
}

/// Files read whole (containers, assembly source, memory images) are at most this large; raw code that
/// `dis` streams is not.
pub const MAX_INPUT: u64 = 256 << 20;

/// A device (`/dev/zero`, `/dev/urandom`, a terminal) is read at most this much, streamed or whole: it
/// may never end, and a file it is not.
pub const MAX_DEVICE: u64 = 1 << 20;

/// Reads all of `input` (named `name` in messages), refusing more than [`MAX_INPUT`] bytes.
pub fn read_all(input: &mut dyn std::io::Read, buf: &mut Vec<u8>, name: &str) -> Res<()> {
    std::io::Read::take(input, MAX_INPUT + 1).read_to_end(buf).map_err(|e| format!("{name}: {e}"))?;
    if buf.len() as u64 > MAX_INPUT {
        return Err(Fail::Input(format!("{name}: more than {} MiB: too large to read whole", MAX_INPUT >> 20)));
    }
    Ok(())
}

/// A reader that fails once more than `left` bytes came from `inner` (a device that never ends).
pub struct Bounded<R> {
    inner: R,
    left: u64,
}

impl<R: Read> Read for Bounded<R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        if self.left == 0 {
            // At the bound: the input may end exactly there; one byte more is too much.
            let mut one = [0u8; 1];
            return match self.inner.read(&mut one)? {
                0 => Ok(0),
                _ => Err(std::io::Error::other(format!("a device, not a file: read at most {} MiB", MAX_DEVICE >> 20))),
            };
        }
        let n = buf.len().min(self.left.min(usize::MAX as u64) as usize);
        let got = self.inner.read(&mut buf[..n])?;
        self.left -= got as u64;
        Ok(got)
    }
}

/// An input opened for reading: what it is decides how much of it is read.
pub struct Opened {
    pub reader: Box<dyn Read>,
    /// A regular file (its size is known; it can be mapped and read in place).
    pub regular: bool,
}

/// Opens `path` for reading without blocking on it (a FIFO with no writer opens at once and reads as
/// empty), refusing a folder; a device is read through [`Bounded`].
pub fn open(path: &Path) -> Res<Opened> {
    use std::os::unix::fs::{FileTypeExt, OpenOptionsExt};
    let name = path.display();
    let meta = std::fs::metadata(path).map_err(|e| format!("{name}: {e}"))?;
    let kind = meta.file_type();
    if kind.is_dir() {
        return Err(Fail::Input(format!("{name}: is a folder, not a file")));
    }
    // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer, forever if none comes.
    let f = std::fs::OpenOptions::new().read(true).custom_flags(libc::O_NONBLOCK).open(path).map_err(|e| format!("{name}: {e}"))?;
    blocking(&f).map_err(|e| format!("{name}: {e}"))?;
    let device = kind.is_char_device() || kind.is_block_device();
    let regular = kind.is_file();
    let reader: Box<dyn Read> = if device { Box::new(Bounded { inner: f, left: MAX_DEVICE }) } else { Box::new(f) };
    Ok(Opened { reader, regular })
}

/// Standard input, bounded as [`open`] bounds a device when it is one (`< /dev/zero`).
pub fn stdin() -> Box<dyn Read> {
    use std::os::fd::AsFd;
    use std::os::unix::fs::FileTypeExt;
    let device = std::io::stdin()
        .as_fd()
        .try_clone_to_owned()
        .map(std::fs::File::from)
        .and_then(|f| f.metadata())
        .is_ok_and(|m| m.file_type().is_char_device() || m.file_type().is_block_device());
    let r = std::io::stdin().lock();
    if device {
        Box::new(Bounded { inner: r, left: MAX_DEVICE })
    } else {
        Box::new(r)
    }
}

/// Reads from `f` block again (it was opened with O_NONBLOCK only so that the open itself does not wait).
fn blocking(f: &std::fs::File) -> std::io::Result<()> {
    use std::os::fd::AsRawFd;
    let fd = f.as_raw_fd();
    // SAFETY: fcntl on a descriptor this function's caller owns; no memory is passed.
    unsafe {
        let flags = libc::fcntl(fd, libc::F_GETFL);
        if flags < 0 || libc::fcntl(fd, libc::F_SETFL, flags & !libc::O_NONBLOCK) < 0 {
            return Err(std::io::Error::last_os_error());
        }
    }
    Ok(())
}

/// Reads the file at `path` whole, at most `limit` bytes (a FIFO without a writer reads as empty; a
/// device at most [`MAX_DEVICE`]).
pub fn read_path(path: &Path, limit: u64) -> Res<Vec<u8>> {
    let name = path.display().to_string();
    let input = open(path)?.reader;
    let mut buf = Vec::new();
    input.take(limit + 1).read_to_end(&mut buf).map_err(|e| format!("{name}: {e}"))?;
    if buf.len() as u64 > limit {
        return Err(Fail::Input(format!("{name}: more than {}: too large to read whole", size_text(limit))));
    }
    Ok(buf)
}

/// `256 MiB`, `4 KiB`, `100 bytes`.
fn size_text(n: u64) -> String {
    match n {
        n if n >= 1 << 20 && n % (1 << 20) == 0 => format!("{} MiB", n >> 20),
        n if n >= 1 << 10 && n % (1 << 10) == 0 => format!("{} KiB", n >> 10),
        n => format!("{n} bytes"),
    }
}

/// [`read_path`] as UTF-8 text.
pub fn read_path_text(path: &Path, limit: u64) -> Res<String> {
    String::from_utf8(read_path(path, limit)?).map_err(|e| {
        let at = e.utf8_error().valid_up_to();
        let line = 1 + e.as_bytes()[..at].iter().filter(|&&b| b == b'\n').count();
        Fail::Input(format!("{}:{line}: not UTF-8 text (byte {at})", path.display()))
    })
}

/// Reads the rest of the file at `path` after its first `head.len()` bytes (already read into `head`),
/// on up to `jobs` threads, each reading a share of it in place: a large input is read (and its pages
/// first touched) on every core instead of one. Elsewhere than on Unix, or for a small file, one read.
pub fn read_rest(path: &Path, mut head: Vec<u8>, jobs: usize, name: &str) -> Res<Vec<u8>> {
    let mut f = std::fs::File::open(path).map_err(|e| format!("{name}: {e}"))?;
    let size = f.metadata().map_err(|e| format!("{name}: {e}"))?.len();
    let from = head.len();
    #[cfg(unix)]
    if jobs > 1 && (1 << 22..=MAX_INPUT).contains(&size) && from as u64 <= size {
        use std::os::unix::fs::FileExt;
        // Fresh zeroed memory, not written before the reads: each thread touches its own pages.
        let mut buf = vec![0u8; size as usize];
        buf[..from].copy_from_slice(&head);
        let share = (buf.len() - from).div_ceil(jobs).max(1);
        let shared = &f;
        std::thread::scope(|s| {
            let reads: Vec<_> = buf[from..]
                .chunks_mut(share)
                .enumerate()
                .map(|(k, part)| s.spawn(move || shared.read_exact_at(part, (from + k * share) as u64)))
                .collect();
            reads.into_iter().try_for_each(|r| r.join().unwrap_or_else(|e| std::panic::resume_unwind(e)))
        })
        .map_err(|e| format!("{name}: {e}"))?;
        // A file that grew meanwhile: the rest as it comes.
        std::io::Seek::seek(&mut f, std::io::SeekFrom::Start(size)).map_err(|e| format!("{name}: {e}"))?;
        read_all(&mut f, &mut buf, name)?;
        return Ok(buf);
    }
    std::io::Seek::seek(&mut f, std::io::SeekFrom::Start(from as u64)).map_err(|e| format!("{name}: {e}"))?;
    head.reserve_exact((size.min(MAX_INPUT) as usize).saturating_sub(from) + 1);
    read_all(&mut f, &mut head, name)?;
    Ok(head)
}

/// A file mapped in memory, read-only.
pub type Mapped = memmap2::Mmap;

/// The file at `path` mapped in memory with its pages in place, when it is large enough for that to pay
/// (from 4 MiB; a smaller one is read) and the system maps it; else `None`, and the caller reads it.
pub fn map_large(path: &Path) -> Option<Mapped> {
    let f = std::fs::File::open(path).ok()?;
    let size = f.metadata().ok()?.len();
    if !(1 << 22..=MAX_INPUT).contains(&size) {
        return None;
    }
    // SAFETY: the map is read-only and private. Another process that shrinks the file while it is listed
    // makes the reads past the new end fault, as with any tool that maps its input (ripgrep, git); a file
    // that changes in place changes what is listed, as a read in several calls would.
    unsafe { memmap2::MmapOptions::new().populate().map(&f) }.ok()
}

/// Reads the file at `path` whole, at most [`MAX_INPUT`] bytes (see [`read_path`]).
pub fn read_file(path: &Path) -> Res<Vec<u8>> {
    read_path(path, MAX_INPUT)
}

/// Writes `bytes` to standard output and flushes, so that a full device is an error, not a silent success.
pub fn write_stdout(bytes: &[u8]) -> Res<()> {
    let mut w = std::io::stdout().lock();
    w.write_all(bytes).and_then(|_| w.flush()).map_err(output_error)?;
    Ok(())
}

/// Buffered standard output.
pub type Stdout = std::io::BufWriter<std::io::StdoutLock<'static>>;

/// Runs `body` with a buffered standard output, then flushes it: every write error (a closed pipe ends
/// the process quietly) is reported as [`output_error`] says.
pub fn with_stdout<T>(body: impl FnOnce(&mut Stdout) -> std::io::Result<T>) -> Res<T> {
    let mut w = std::io::BufWriter::with_capacity(1 << 16, std::io::stdout().lock());
    let v = body(&mut w).map_err(output_error)?;
    w.flush().map_err(output_error)?;
    Ok(v)
}

/// Writes `bytes` to `path` whole or not at all ([`gpuisa::container::write_whole`]).
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Res<()> {
    gpuisa::container::write_whole(path, bytes).map_err(|e| match e {
        gpuisa::Error::Usage(m) => Fail::Usage(format!("-o {m}")),
        e => Fail::Input(e.to_string()),
    })
}

/// Whether two paths name the same existing file (one could be written over the other).
pub fn same_file(a: &Path, b: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    match (std::fs::metadata(a), std::fs::metadata(b)) {
        (Ok(x), Ok(y)) => x.dev() == y.dev() && x.ino() == y.ino(),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    /// A file read in shares on several threads, after a head read apart, is the file.
    #[test]
    fn read_rest_gives_the_whole_file() {
        let bytes = gpuisa_core::random::bytes((5 << 20) + 3, 0x2545_f491_4f6c_dd1d, |w| w);
        // Removed when the test ends, passing or not.
        let file = tempfile::Builder::new().prefix("gpuisa-read-rest-").suffix(".bin").tempfile().unwrap();
        let path = file.path().to_path_buf();
        std::fs::write(&path, &bytes).unwrap();
        for (head, jobs) in [(0, 2), (1 << 16, 2), (7, 3), (1 << 16, 1), (bytes.len(), 2)] {
            let got = super::read_rest(&path, bytes[..head].to_vec(), jobs, "test").unwrap_or_default();
            assert!(got == bytes, "head {head} jobs {jobs}: {} bytes read", got.len());
        }
    }
}

/// Writes the `--dump` lines of `start..end` (`ADDR VALUE`: the address in at least five and the word in
/// eight uppercase hex digits, as `{addr:05X} {v:08X}` prints them) for the words `word` reads, in blocks
/// of about 64 KiB: formatting each line through `write!` cost a simulated kernel's whole run for large
/// dumps.
pub fn dump_words(w: &mut impl Write, start: usize, end: usize, word: impl Fn(usize) -> u32) -> std::io::Result<()> {
    fn hex(buf: &mut Vec<u8>, v: u64, min: usize) {
        let digits = ((64 - (v | 1).leading_zeros()).div_ceil(4) as usize).max(min);
        buf.extend((0..digits).rev().map(|i| b"0123456789ABCDEF"[(v >> (4 * i) & 0xf) as usize]));
    }
    let mut buf = Vec::with_capacity(1 << 16);
    let mut addr = start & !3;
    while addr < end {
        hex(&mut buf, addr as u64, 5);
        buf.push(b' ');
        hex(&mut buf, word(addr) as u64, 8);
        buf.push(b'\n');
        if buf.len() > (1 << 16) - 64 {
            w.write_all(&buf)?;
            buf.clear();
        }
        addr += 4;
    }
    w.write_all(&buf)
}

#[cfg(test)]
mod dump_tests {
    #[test]
    fn dump_lines_are_what_write_prints() {
        let word = |a: usize| (a as u32).wrapping_mul(0x9e37_79b9);
        for (start, end) in [(0, 0x40), (0xffff0, 0x100010), (0x1234_5671, 0x1234_5690), (8, 8)] {
            let mut ours = Vec::new();
            super::dump_words(&mut ours, start, end, word).unwrap();
            let mut want = String::new();
            let mut addr = start & !3;
            while addr < end {
                want.push_str(&format!("{addr:05X} {:08X}\n", word(addr)));
                addr += 4;
            }
            assert_eq!(String::from_utf8(ours).unwrap(), want);
        }
        // A hand-written line: five digits at least, eight always.
        let mut one = Vec::new();
        super::dump_words(&mut one, 0x10, 0x14, |_| 0xab).unwrap();
        assert_eq!(one, b"00010 000000AB\n");
    }
}
