//! Whole-program disassembly: a header per kernel, then address, hex words and text per instruction.
//! A raw binary is read and printed a chunk at a time, so memory stays flat whatever the input's size.

use gpuisa_core::hexkey::{format_words_bytes, push_hex_fixed_bytes};
use gpuisa_core::text::hex16;
use gpuisa_core::Isa;
use std::io::{Read, Write};
use std::collections::VecDeque;
use std::hint::select_unpredictable;
use std::ops::Range;
use std::sync::{mpsc, Arc};
use gpuisa_engine::labels::{BitsTargets, LabelSet};

/// Counts of a listing, for the caller's exit status and summaries.
#[derive(Default, Debug)]
pub struct Counts {
    pub insns: usize,
    pub truncated: bool,
    /// Why the listing stopped before the end (an instruction cut off), for standard error.
    pub reason: Option<String>,
}

const SPACES: &str = "                        ";

/// Bytes of code read at a time.
const CHUNK: usize = 1 << 18;
/// Bytes of code whose lines are built, then written, at a time: their text (up to about 15 bytes per
/// byte of code) stays within the second-level cache, rather than filling a buffer many times its size.
const PIECE: usize = 32 << 10;
/// Pieces sent and not yet written, per worker (see [`Pipeline::send`]).
const IN_FLIGHT: usize = 2;
/// Bytes of text to make room for per byte of code (listings print 11-13).
const TEXT_ROOM: usize = 16;

/// Appends the lines of the instructions of `code` (at `base`) to `out`; returns how many bytes they
/// took. An instruction cut off at the end is reported as a truncated tail when `last`, and left for
/// the next chunk otherwise.
fn lines<I: Isa>(isa: &I, code: &[u8], base: u64, last: bool, out: &mut Vec<u8>, c: &mut Counts) -> usize {
    let (mut taken, mut count) = (code.len(), 0);
    let word_bytes = isa.word_bytes();
    let labels = gpuisa_engine::labels::current();
    // The next labelled address (labels are instruction starts, met in order).
    let mut next_label = labels.as_ref().and_then(|l| l.first_from(base));
    // Inline in the ISA's loop: a call per line spilled and restored a frame of registers (a tenth of
    // random code's listing was this closure).
    isa.disassemble_all(code, base, #[inline(always)] |addr, r| {
        let pos = (addr - base) as usize;
        match r {
            Ok((len, text)) => {
                count += 1;
                if let Some(at) = next_label.filter(|&l| l <= addr) {
                    next_label = labels.as_ref().and_then(|l| l.first_from(addr.saturating_add(1)));
                    if at == addr {
                        out.extend_from_slice(gpuisa_core::labels::Name::of(addr).as_bytes());
                        out.extend_from_slice(b":\n");
                    }
                }
                let insn = &code[pos..pos + len];
                match head(addr, insn, word_bytes) {
                    Some(head) => put_line(out, &head, text.as_bytes()),
                    None => {
                        other_head(addr, insn, word_bytes, out);
                        out.extend_from_slice(text.as_bytes());
                        out.push(b'\n');
                    }
                }
            }
            Err(_) if !last => taken = pos,
            Err(e) => {
                push_hex_fixed_bytes(out, addr, if addr >> 32 == 0 { 8 } else { 16 });
                let why = format!("{e}: {} trailing bytes not decoded", code.len() - pos);
                out.extend_from_slice(format!(":  // {why}\n").as_bytes());
                c.reason = Some(format!("at {addr:#x}: {why}"));
                c.truncated = true;
            }
        }
    });
    c.insns += count;
    taken
}

/// Bytes of the address and hex columns of the common line.
const HEAD: usize = 30;

/// Appends `head`'s first [`HEAD`] bytes, `text` and a newline after one capacity check: three appends
/// checked and their lengths stored one by one cost a few percent of a listing.
#[inline(always)]
fn put_line(out: &mut Vec<u8>, head: &[u8; 32], text: &[u8]) {
    // Room for all 32 bytes of the head: its last two are overwritten by the text or the newline.
    out.reserve(32 + text.len() + 1);
    let len = out.len();
    // SAFETY: the reserve above leaves at least 32 + text.len() + 1 bytes of spare capacity at `len`; the
    // bytes up to the new length (HEAD + text.len() + 1 <= that) are all written here.
    unsafe {
        let at = out.as_mut_ptr().add(len);
        std::ptr::write_unaligned(at as *mut [u8; 32], *head);
        std::ptr::copy_nonoverlapping(text.as_ptr(), at.add(HEAD), text.len());
        *at.add(HEAD + text.len()) = b'\n';
        out.set_len(len + HEAD + text.len() + 1);
    }
}

/// The address and hex columns of the common line (a 32-bit address, one or two 32-bit words or one
/// 64-bit word), built in a fixed buffer with stores at fixed places; `None` for other lines. Whether the
/// instruction is long selects the digits without a branch: random code has short and long instructions
/// at random.
#[inline(always)]
fn head(addr: u64, insn: &[u8], word_bytes: usize) -> Option<[u8; 32]> {
    const SPACES8: u64 = u64::from_ne_bytes(*b"        ");
    // One test for both lengths, then a value: a `match` on the length would branch on it.
    if addr >> 32 != 0 || insn.len().wrapping_sub(4) & !4 != 0 {
        return None;
    }
    let long = insn.len() == 8;
    let w0 = u32::from_le_bytes(insn[..4].try_into().unwrap());
    // Word 1 is read again from word 0's place when short: the result is not used then.
    let at1 = 4 * long as usize;
    let w1 = u32::from_le_bytes(insn[at1..at1 + 4].try_into().unwrap());
    // Both words' digits in one conversion.
    let words = hex16((w1 as u64) << 32 | w0 as u64);
    let (hex0, hex1) = ((words as u64).to_be(), ((words >> 64) as u64).to_be());
    let mut h = *b"00000000:  00000000 00000000    ";
    let mut put = |at: usize, digits: u64| h[at..at + 8].copy_from_slice(&digits.to_ne_bytes());
    put(0, (hex16(addr & 0xffff_ffff) as u64).to_be());
    if word_bytes == 4 {
        // `w0 w1  `, or `w0` and spaces.
        put(11, hex0);
        put(20, select_unpredictable(long, hex1, SPACES8));
    } else {
        // One 64-bit word as its value, `w1w0   `, or `w0` and spaces.
        put(11, select_unpredictable(long, hex1, hex0));
        put(19, select_unpredictable(long, hex0, SPACES8));
        h[27] = b' ';
    }
    Some(h)
}

/// The address and hex columns of a line [`head`] does not build: a 64-bit address, or other lengths.
#[cold]
fn other_head(addr: u64, insn: &[u8], word_bytes: usize, out: &mut Vec<u8>) {
    let width: usize = 2 * 8 + 1; // widest key: two 32-bit words or one 64-bit word
    push_hex_fixed_bytes(out, addr, if addr >> 32 == 0 { 8 } else { 16 });
    out.extend_from_slice(b":  ");
    let start = out.len();
    format_words_bytes(insn, word_bytes, out);
    let pad = width.saturating_sub(out.len() - start) + 2;
    out.extend_from_slice(&SPACES.as_bytes()[..pad.min(SPACES.len())]);
}

/// Where the pieces of `code` start and end: runs of whole instructions of about [`PIECE`] bytes, found
/// from the instructions' lengths alone. The last piece takes the tail cut off at the end when `last`;
/// otherwise the tail is left out. Returns the pieces and how many bytes they cover.
fn pieces<I: Isa>(isa: &I, code: &[u8], last: bool) -> (Vec<Range<usize>>, usize) {
    let (mut v, mut from) = (Vec::new(), 0);
    let pos = loop {
        let pos = isa.boundary(code, from, from + PIECE);
        if pos < from + PIECE {
            break pos;
        }
        v.push(from..pos);
        from = pos;
    };
    let end = if last { code.len() } else { pos };
    if end > from {
        v.push(from..end);
    }
    (v, end)
}

/// Code shared by the threads of a listing: bytes read into memory, or a file mapped.
type Code = Arc<dyn AsRef<[u8]> + Send + Sync>;

/// Builds the lines of pieces of code sent to it, on `jobs` threads or (one job) at once, and writes them
/// in the order the pieces were sent. Worker k takes pieces k, k + jobs, ...; a bounded queue of built
/// pieces per worker keeps memory flat, and the writer waits on the worker whose piece comes next.
struct Pipeline<'a, I: Isa + Sync, W: Write> {
    isa: &'a I,
    w: &'a mut W,
    c: Counts,
    workers: Vec<Worker>,
    /// Workers whose pieces are sent and not yet written, oldest first; the next to send to.
    pending: VecDeque<usize>,
    next: usize,
    out: Vec<u8>,
}

/// The writer's ends of a worker's queues.
struct Worker {
    /// Pieces to build.
    todo: mpsc::Sender<Piece>,
    /// Their lines, in the order sent.
    built: mpsc::Receiver<(Vec<u8>, Counts)>,
    /// Written buffers, for reuse.
    give_back: mpsc::Sender<Vec<u8>>,
}

/// A piece of code to build the lines of: `range` of `code`, whose first byte is at address `base`.
struct Piece {
    code: Code,
    range: Range<usize>,
    base: u64,
    last: bool,
}

impl Piece {
    fn build<I: Isa>(&self, isa: &I, out: &mut Vec<u8>, c: &mut Counts) {
        out.clear();
        lines(isa, &(*self.code).as_ref()[self.range.clone()], self.base, self.last, out, c);
    }
}

impl<'a, I: Isa + Sync, W: Write> Pipeline<'a, I, W> {
    /// Runs `feed` with a pipeline of `jobs` threads; returns what the listing counted.
    fn run(isa: &'a I, jobs: usize, w: &'a mut W, feed: impl FnOnce(&mut Self) -> std::io::Result<()>) -> std::io::Result<Counts> {
        std::thread::scope(|s| {
            let mut p = Pipeline { isa, w, c: Counts::default(), workers: Vec::new(), pending: VecDeque::new(), next: 0, out: Vec::new() };
            // One job: no threads, each piece built as it is sent.
            let threads = if jobs > 1 { jobs } else { 0 };
            // The workers print this thread's labels.
            let labels = gpuisa_engine::labels::current();
            for _ in 0..threads {
                let (send, pieces) = mpsc::channel::<Piece>();
                let (done, built) = mpsc::sync_channel(4);
                let (give_back, spare) = mpsc::channel::<Vec<u8>>();
                let labels = labels.clone();
                s.spawn(move || {
                    gpuisa_engine::labels::set(labels);
                    for piece in pieces {
                        // A new buffer has room for the usual text at once: growing it would copy it.
                        let mut out = spare.try_recv().unwrap_or_else(|_| Vec::with_capacity(TEXT_ROOM * piece.range.len()));
                        let mut c = Counts::default();
                        piece.build(isa, &mut out, &mut c);
                        // The piece's hold on its code goes first: the feeder reuses a chunk's buffer once
                        // every piece of it is written.
                        drop(piece);
                        if done.send((out, c)).is_err() {
                            return; // the writer stopped
                        }
                    }
                });
                p.workers.push(Worker { todo: send, built, give_back });
            }
            feed(&mut p)?;
            p.write_until(0)?;
            // Dropping the pipeline hangs up on the workers, which end; the scope waits for them.
            Ok(std::mem::take(&mut p.c))
        })
    }

    /// Sends `piece` to the next worker, or (one job) writes its lines at once.
    fn send(&mut self, piece: Piece) -> std::io::Result<()> {
        if self.workers.is_empty() {
            piece.build(self.isa, &mut self.out, &mut self.c);
            return self.w.write_all(&self.out);
        }
        // Pieces in flight are capped: each holds a text buffer of a few hundred kilobytes, and every
        // buffer more is pages to fault in (the CPU time of a two-thread listing was 10% above one thread's).
        self.write_until(IN_FLIGHT * self.workers.len() - 1)?;
        let k = self.next;
        self.next = (k + 1) % self.workers.len();
        // A worker that panicked has hung up; the scope passes its panic on.
        let _ = self.workers[k].todo.send(piece);
        self.pending.push_back(k);
        Ok(())
    }

    /// Writes the lines of sent pieces, oldest first, until at most `left` are unwritten.
    fn write_until(&mut self, left: usize) -> std::io::Result<()> {
        while self.pending.len() > left {
            let k = self.pending.pop_front().unwrap_or_default();
            let Ok((out, c)) = self.workers[k].built.recv() else { break };
            self.c.insns += c.insns;
            self.c.truncated |= c.truncated;
            if c.reason.is_some() {
                self.c.reason = c.reason;
            }
            self.w.write_all(&out)?;
            let _ = self.workers[k].give_back.send(out);
        }
        Ok(())
    }

    /// Sends the pieces of `code` (at `base`; see [`pieces`]); returns how many bytes they cover.
    fn send_all(&mut self, code: &Code, base: u64, last: bool) -> std::io::Result<usize> {
        let (pieces, taken) = pieces(self.isa, (**code).as_ref(), last);
        self.send_pieces(code, base, pieces, last)?;
        Ok(taken)
    }

    /// Sends `pieces` of `code` (at `base`), the last one `last` if they end the code.
    fn send_pieces(&mut self, code: &Code, base: u64, pieces: Vec<Range<usize>>, last: bool) -> std::io::Result<()> {
        let n = pieces.len();
        for (i, range) in pieces.into_iter().enumerate() {
            let base = base + range.start as u64;
            self.send(Piece { code: code.clone(), range, base, last: last && i + 1 == n })?;
        }
        Ok(())
    }
}

/// How [`label_set`] finds an instruction's targets: from its bits where the ISA can read them so
/// ([`BitsTargets`]), else through [`Isa::targets`] of its decoding.
pub trait LabelTargets: Isa {
    fn bits_targets(&self) -> Option<BitsTargets> {
        None
    }
    /// Whether any instruction can have a target (else a labelled listing is the plain one).
    fn has_targets(&self) -> bool {
        true
    }
}

impl LabelTargets for gpuisa_tesla::Tesla {
    fn bits_targets(&self) -> Option<BitsTargets> {
        gpuisa_tesla::Tesla::bits_targets(self)
    }
}

impl LabelTargets for gpuisa_fermi::Fermi {
    fn bits_targets(&self) -> Option<BitsTargets> {
        gpuisa_fermi::Fermi::bits_targets(self)
    }
}

impl LabelTargets for gpuisa_fermi::FermiEnvydis {
    fn bits_targets(&self) -> Option<BitsTargets> {
        gpuisa_fermi::FermiEnvydis::bits_targets(self)
    }
}

impl LabelTargets for gpuisa_isa30::Isa30 {
    /// The 30-bit ISA has no branches.
    fn has_targets(&self) -> bool {
        false
    }
}
impl LabelTargets for gpuisa_usse::Usse {}

/// Disassembles `code` located at `base` with labels (`dis --labels`), with up to `jobs` threads: first
/// the addresses that get one, the instructions' targets (see [`gpuisa_engine::labels::label_pass`]),
/// then the listing, whose threads print them. The pass also finds where the listing's pieces start.
pub fn listing_labelled<I: LabelTargets + Sync>(
    isa: &I,
    code: impl AsRef<[u8]> + Send + Sync + 'static,
    base: u64,
    jobs: usize,
    w: &mut impl Write,
) -> std::io::Result<Counts> {
    if !isa.has_targets() {
        return listing(isa, code.as_ref(), base, jobs, w);
    }
    // The code is moved, not copied: a 16 MiB stream costs no second copy.
    let pass = gpuisa_engine::labels::label_pass(isa, isa.bits_targets().as_ref(), code.as_ref(), base, jobs);
    let len = code.as_ref().len();
    let code: Code = Arc::new(code);
    let pieces = pieces_from_starts(&pass.starts, pass.end, len, base);
    gpuisa_engine::labels::set(Some(Arc::new(pass.labels)));
    let jobs = if len > PIECE { jobs } else { 1 };
    let counts = Pipeline::run(isa, jobs, w, |p| p.send_pieces(&code, base, pieces, true));
    gpuisa_engine::labels::set(None);
    counts
}

/// The pieces [`pieces`] finds in all of `code` (at `base`), from where its instructions start and
/// `end`, where they end.
fn pieces_from_starts(starts: &LabelSet, end: usize, len: usize, base: u64) -> Vec<Range<usize>> {
    let (mut v, mut from) = (Vec::new(), 0);
    // A piece ends at the first instruction end (the next start, or `end`) at least PIECE bytes on.
    while from + PIECE <= end {
        let cut = starts.first_from(base + (from + PIECE) as u64).map_or(end, |a| ((a - base) as usize).min(end));
        v.push(from..cut);
        from = cut;
    }
    if len > from {
        v.push(from..len);
    }
    v
}

/// Disassembles `code` located at `base`, with up to `jobs` threads.
pub fn listing<I: Isa + Sync>(isa: &I, code: &[u8], base: u64, jobs: usize, w: &mut impl Write) -> std::io::Result<Counts> {
    let jobs = if code.len() > PIECE { jobs } else { 1 };
    let code: Code = Arc::new(code.to_vec());
    Pipeline::run(isa, jobs, w, |p| p.send_all(&code, base, true).map(drop))
}

/// Disassembles a raw binary whose first bytes are `head` and the rest still in `input`, a chunk at a
/// time, with up to `jobs` threads: the next chunk is read while the workers build the lines of the last.
pub fn listing_stream<I: Isa + Sync>(
    isa: &I,
    head: Vec<u8>,
    input: &mut impl Read,
    jobs: usize,
    w: &mut impl Write,
) -> Result<Counts, String> {
    let mut read_error = None;
    let counts = Pipeline::run(isa, jobs, w, |p| {
        // The bytes of an instruction cut at a chunk's end start the next chunk.
        let (mut carry, mut base) = (head, 0u64);
        // The last chunk, and a written chunk's buffer to read the next into (fresh pages cost faults).
        let (mut last_chunk, mut spare) = (None::<Arc<Vec<u8>>>, None::<Vec<u8>>);
        loop {
            let mut buf = spare.take().unwrap_or_default();
            buf.clear();
            buf.extend_from_slice(&carry);
            let eof = match fill(input, &mut buf, CHUNK) {
                Ok(eof) => eof,
                Err(e) => {
                    read_error = Some(format!("reading input: {e}"));
                    return Ok(());
                }
            };
            let chunk = Arc::new(buf);
            let unwritten = p.pending.len();
            let taken = p.send_all(&(chunk.clone() as Code), base, eof)?;
            // The chunk before this one is written while the workers build this one.
            p.write_until(p.pending.len().saturating_sub(unwritten))?;
            // Every piece of that chunk is written now, and the workers let go of it before handing back.
            spare = last_chunk.take().and_then(|c| Arc::try_unwrap(c).ok());
            if eof {
                return Ok(());
            }
            carry.clear();
            carry.extend_from_slice(&chunk[taken..]);
            base += taken as u64;
            last_chunk = Some(chunk);
        }
    });
    let counts = counts.map_err(crate::out::output_error)?;
    read_error.map_or(Ok(counts), Err)
}

/// Reads from `input` until `buf` holds `size` bytes; returns whether the input ended first.
/// Reads go straight into the chunk's whole free room: `read_to_end` starts small and probes (six
/// `read` calls a chunk), and a system call costs tens of microseconds on some virtual machines.
fn fill(input: &mut impl Read, buf: &mut Vec<u8>, size: usize) -> std::io::Result<bool> {
    let mut len = buf.len();
    if len >= size {
        return Ok(false);
    }
    buf.resize(size, 0);
    let result = loop {
        match input.read(&mut buf[len..]) {
            Ok(0) => break Ok(true),
            Ok(n) => {
                len += n;
                if len == size {
                    break Ok(false);
                }
            }
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) => break Err(e),
        }
    };
    buf.truncate(len);
    result
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    /// A reader that hands out at most `step` bytes a call and is interrupted before every other call.
    struct Trickle<'a> {
        data: &'a [u8],
        step: usize,
        calls: usize,
    }

    impl Read for Trickle<'_> {
        fn read(&mut self, out: &mut [u8]) -> std::io::Result<usize> {
            self.calls += 1;
            if self.calls % 2 == 1 {
                return Err(std::io::ErrorKind::Interrupted.into());
            }
            let n = self.step.min(out.len()).min(self.data.len());
            out[..n].copy_from_slice(&self.data[..n]);
            self.data = &self.data[n..];
            Ok(n)
        }
    }

    #[test]
    fn fill_reads_whole_chunks_after_the_carry_and_reports_the_end() {
        let data: Vec<u8> = (0..1000u32).map(|i| (i * 7) as u8).collect();
        for step in [1, 3, 64, 999, 5000] {
            let mut input = Trickle { data: &data, step, calls: 0 };
            let mut buf = b"carry".to_vec();
            // Room for 300 more bytes after the carry: not the end yet.
            assert!(!fill(&mut input, &mut buf, 305).unwrap());
            assert_eq!(&buf[..5], b"carry");
            assert_eq!(&buf[5..], &data[..300]);
            // A full buffer reads nothing.
            assert!(!fill(&mut input, &mut buf, 305).unwrap());
            assert_eq!(buf.len(), 305);
            // Exactly the rest: full, and the end is only seen by the next read.
            buf.clear();
            assert!(!fill(&mut input, &mut buf, 700).unwrap());
            assert_eq!(buf, &data[300..]);
            buf.clear();
            assert!(fill(&mut input, &mut buf, 700).unwrap());
            assert!(buf.is_empty());
        }
    }

    /// The labels found the plain way: every instruction decoded, its targets that are instruction starts.
    fn reference<I: Isa>(isa: &I, code: &[u8], base: u64) -> BTreeSet<u64> {
        let (mut starts, mut targets, mut pos) = (BTreeSet::new(), Vec::new(), 0);
        while pos < code.len() {
            let addr = base + pos as u64;
            let Ok(insn) = isa.decode(&code[pos..], addr) else { break };
            starts.insert(addr);
            isa.targets(&insn, addr, &mut targets);
            pos += isa.insn_len(&insn).max(1);
        }
        targets.into_iter().filter(|a| starts.contains(a)).collect()
    }

    fn check<I: LabelTargets + Sync>(isa: &I, fast: bool) {
        // Sizes around the pass's parts and the listing's pieces, with truncated tails; code where
        // targets land often (small addresses), and where they seldom do.
        for (k, len) in [0usize, 4, 6, 8, 1000, PIECE - 2, PIECE + 6, 3 << 20 | 5].into_iter().enumerate() {
            let code = gpuisa_core::random::bytes(len, 0x5851_f42d_4c95_7f2d + k as u64, |w| w);
            for base in [0u64, 0x1000, 0x7fff_fffc] {
                let want = reference(isa, &code, base);
                // Parts of the pass as large as the listing's, and small ones whose starts often fall
                // inside an instruction (odd sizes: at every place of one).
                for (jobs, part) in [(1, 1 << 20), (2, 1 << 20), (3, 1 << 20), (2, 12), (3, 100), (2, 4093)] {
                    if part < 1000 && len > PIECE + 6 {
                        continue; // a few hundred thousand parts: slow, and no case the smaller codes miss
                    }
                    let bt = if fast { isa.bits_targets() } else { None };
                    let pass = gpuisa_engine::labels::label_pass_in_parts(isa, bt.as_ref(), &code, base, jobs, part);
                    let got: BTreeSet<u64> = pass.labels.iter().collect();
                    assert_eq!(got, want, "{} len {len} base {base:#x} jobs {jobs} part {part}", isa.name());
                    assert!(want.iter().all(|&a| pass.labels.contains(a)));
                    assert_eq!(pieces_from_starts(&pass.starts, pass.end, code.len(), base), pieces(isa, &code, true).0);
                }
            }
        }
    }

    /// The eight-words-a-step walk finds the instruction starts the one-at-a-time walk finds.
    fn boundaries_agree<I: Isa>(isa: &I) {
        // Random words; words of one length only (bit 0 and bit 3 all set, all clear); odd tails.
        let shapes: [fn(u64) -> u64; 5] = [|w| w, |w| w | 0x9_0000_0009, |w| w & !0x9_0000_0009, |w| w | 9, |w| w & !9];
        for (k, shape) in shapes.into_iter().enumerate() {
            for len in [0usize, 4, 7, 36, 39, 40, 300, 1001, 4096] {
                let code = gpuisa_core::random::bytes(len, 0x2545_f491_4f6c_dd1d + k as u64, shape);
                // Walk from every start the plain walk finds, to every distance up to past the end.
                let mut starts = vec![0];
                while let Some(&p) = starts.last().filter(|&&p| p < len) {
                    match isa.len_at(&code[p..]) {
                        Ok(n) => starts.push(p + n),
                        Err(_) => break,
                    }
                }
                for &pos in starts.iter().step_by(3) {
                    for min in (pos..len + 12).step_by(5) {
                        let want = gpuisa_core::isa::boundary_each(isa, &code, pos, min);
                        assert_eq!(isa.boundary(&code, pos, min), want, "{} shape {k} len {len} from {pos} to {min}", isa.name());
                    }
                }
            }
        }
    }

    #[test]
    fn fast_boundaries_are_the_instruction_starts() {
        boundaries_agree(&gpuisa_tesla::Tesla::default());
        boundaries_agree(&gpuisa_fermi::Fermi::default());
        boundaries_agree(&gpuisa_fermi::FermiEnvydis::default());
    }

    #[test]
    fn label_pass_finds_the_decoded_targets_and_the_listings_pieces() {
        check(&gpuisa_tesla::Tesla::default(), true);
        check(&gpuisa_tesla::Tesla::default(), false);
        check(&gpuisa_fermi::Fermi::default(), true);
        check(&gpuisa_fermi::FermiEnvydis::default(), true);
        check(&gpuisa_usse::Usse::default(), false);
        // An ISA said to have no targets has none (its labelled listing is the plain one).
        let isa30 = gpuisa_isa30::Isa30;
        assert!(!isa30.has_targets());
        let code = gpuisa_core::random::bytes(1 << 16, 0x3c6e_f372_fe94_f82b, |w| w);
        assert!(reference(&isa30, &code, 0).is_empty());
    }
}
