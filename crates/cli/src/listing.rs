//! Whole-program disassembly: a header per kernel, then address, hex words and text per instruction.
//! A raw binary is read and printed a chunk at a time, so memory stays flat whatever the input's size.

use gpuisa_core::hexkey::{format_words_bytes, push_hex_fixed_bytes};
use gpuisa_core::text::hex8;
use gpuisa_core::Isa;
use std::io::{Read, Write};
use std::collections::VecDeque;
use std::ops::Range;
use std::sync::{mpsc, Arc};

/// Counts of a listing, for the caller's exit status and summaries.
#[derive(Default, Debug)]
pub struct Counts {
    pub insns: usize,
    pub truncated: bool,
}

const SPACES: &str = "                        ";

/// Bytes of code read at a time.
const CHUNK: usize = 1 << 18;
/// Bytes of code whose lines are built, then written, at a time: their text (up to about 15 bytes per
/// byte of code) stays within the second-level cache, rather than filling a buffer many times its size.
const PIECE: usize = 32 << 10;

/// Appends the lines of the instructions of `code` (at `base`) to `out`; returns how many bytes they
/// took. An instruction cut off at the end is reported as a truncated tail when `last`, and left for
/// the next chunk otherwise.
fn lines<I: Isa>(isa: &I, code: &[u8], base: u64, last: bool, out: &mut Vec<u8>, c: &mut Counts) -> usize {
    let width: usize = 2 * 8 + 1; // widest key: two 32-bit words or one 64-bit word
    let mut taken = code.len();
    isa.disassemble_all(code, base, |addr, r| {
        let pos = (addr - base) as usize;
        if !last && r.is_err() {
            taken = pos;
            return;
        }
        match r {
            // The common line: a 32-bit address and one or two 32-bit words (or one 64-bit word), built
            // in a fixed buffer and appended with the text.
            Ok((len, text)) if addr >> 32 == 0 && (len == 4 || len == 8) => {
                let mut head = *b"00000000:  00000000 00000000    ";
                // Eight hex digits of `v` at `at`, most significant first.
                let put = |head: &mut [u8; 32], at: usize, v: u32| {
                    head[at..at + 8].copy_from_slice(&hex8(v).to_be_bytes());
                };
                put(&mut head, 0, addr as u32);
                let insn = &code[pos..pos + len];
                let word = |i: usize| u32::from_le_bytes(insn[4 * i..4 * i + 4].try_into().unwrap());
                match (len, isa.word_bytes()) {
                    (4, _) => {
                        put(&mut head, 11, word(0));
                        head[19..30].fill(b' ');
                    }
                    (_, 4) => {
                        put(&mut head, 11, word(0));
                        put(&mut head, 20, word(1));
                        head[28..30].fill(b' ');
                    }
                    _ => {
                        // One 64-bit word, as its value.
                        put(&mut head, 11, word(1));
                        put(&mut head, 19, word(0));
                        head[27..30].fill(b' ');
                    }
                }
                let n = 30;
                out.extend_from_slice(&head[..n]);
                out.extend_from_slice(text.as_bytes());
                c.insns += 1;
            }
            Ok((len, text)) => {
                push_hex_fixed_bytes(out, addr, if addr >> 32 == 0 { 8 } else { 16 });
                out.extend_from_slice(b":  ");
                let start = out.len();
                format_words_bytes(&code[pos..pos + len], isa.word_bytes(), out);
                let pad = width.saturating_sub(out.len() - start) + 2;
                out.extend_from_slice(&SPACES.as_bytes()[..pad.min(SPACES.len())]);
                out.extend_from_slice(text.as_bytes());
                c.insns += 1;
            }
            Err(e) => {
                push_hex_fixed_bytes(out, addr, if addr >> 32 == 0 { 8 } else { 16 });
                out.extend_from_slice(b":  ");
                out.extend_from_slice(format!("// {e}: {} trailing bytes not decoded", code.len() - pos).as_bytes());
                c.truncated = true;
            }
        }
        out.push(b'\n');
    });
    taken
}

/// Where the pieces of `code` start and end: runs of whole instructions of about [`PIECE`] bytes, found
/// from the instructions' lengths alone. The last piece takes the tail cut off at the end when `last`;
/// otherwise the tail is left out. Returns the pieces and how many bytes they cover.
fn pieces<I: Isa>(isa: &I, code: &[u8], last: bool) -> (Vec<Range<usize>>, usize) {
    let (mut v, mut from, mut pos) = (Vec::new(), 0, 0);
    while pos < code.len() {
        let Ok(len) = isa.len_at(&code[pos..]) else { break };
        pos += len;
        if pos - from >= PIECE {
            v.push(from..pos);
            from = pos;
        }
    }
    let end = if last { code.len() } else { pos };
    if end > from {
        v.push(from..end);
    }
    (v, end)
}

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
    code: Arc<Vec<u8>>,
    range: Range<usize>,
    base: u64,
    last: bool,
}

impl Piece {
    fn build<I: Isa>(&self, isa: &I, out: &mut Vec<u8>, c: &mut Counts) {
        out.clear();
        lines(isa, &self.code[self.range.clone()], self.base, self.last, out, c);
    }
}

impl<'a, I: Isa + Sync, W: Write> Pipeline<'a, I, W> {
    /// Runs `feed` with a pipeline of `jobs` threads; returns what the listing counted.
    fn run(isa: &'a I, jobs: usize, w: &'a mut W, feed: impl FnOnce(&mut Self) -> std::io::Result<()>) -> std::io::Result<Counts> {
        std::thread::scope(|s| {
            let mut p = Pipeline { isa, w, c: Counts::default(), workers: Vec::new(), pending: VecDeque::new(), next: 0, out: Vec::new() };
            // One job: no threads, each piece built as it is sent.
            let threads = if jobs > 1 { jobs } else { 0 };
            for _ in 0..threads {
                let (send, pieces) = mpsc::channel::<Piece>();
                let (done, built) = mpsc::sync_channel(4);
                let (give_back, spare) = mpsc::channel::<Vec<u8>>();
                s.spawn(move || {
                    for piece in pieces {
                        let (mut out, mut c) = (spare.try_recv().unwrap_or_default(), Counts::default());
                        piece.build(isa, &mut out, &mut c);
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
            self.w.write_all(&out)?;
            let _ = self.workers[k].give_back.send(out);
        }
        Ok(())
    }

    /// Sends the pieces of `code` (at `base`; see [`pieces`]); returns how many bytes they cover.
    fn send_all(&mut self, code: &Arc<Vec<u8>>, base: u64, last: bool) -> std::io::Result<usize> {
        let (pieces, taken) = pieces(self.isa, code, last);
        let n = pieces.len();
        for (i, range) in pieces.into_iter().enumerate() {
            let base = base + range.start as u64;
            self.send(Piece { code: code.clone(), range, base, last: last && i + 1 == n })?;
        }
        Ok(taken)
    }
}

/// Disassembles `code` located at `base`, with up to `jobs` threads.
pub fn listing<I: Isa + Sync>(isa: &I, code: &[u8], base: u64, jobs: usize, w: &mut impl Write) -> std::io::Result<Counts> {
    let jobs = if code.len() > PIECE { jobs } else { 1 };
    let code = Arc::new(code.to_vec());
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
        loop {
            let mut buf = std::mem::take(&mut carry);
            let eof = match fill(input, &mut buf, CHUNK) {
                Ok(eof) => eof,
                Err(e) => {
                    read_error = Some(format!("reading input: {e}"));
                    return Ok(());
                }
            };
            let chunk = Arc::new(buf);
            let unwritten = p.pending.len();
            let taken = p.send_all(&chunk, base, eof)?;
            // The chunk before this one is written while the workers build this one.
            p.write_until(p.pending.len() - unwritten)?;
            if eof {
                return Ok(());
            }
            carry = chunk[taken..].to_vec();
            base += taken as u64;
        }
    });
    let counts = counts.map_err(crate::output_error)?;
    read_error.map_or(Ok(counts), Err)
}

/// Reads from `input` until `buf` holds `size` bytes; returns whether the input ended first.
fn fill(input: &mut impl Read, buf: &mut Vec<u8>, size: usize) -> std::io::Result<bool> {
    let want = size.saturating_sub(buf.len());
    buf.reserve(want);
    let got = input.take(want as u64).read_to_end(buf)?;
    Ok(got < want)
}
