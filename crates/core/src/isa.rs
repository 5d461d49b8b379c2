//! The architecture trait. Every ISA crate describes its encodings once and implements these four
//! directions from that description: decode (bytes to a typed instruction), encode (the inverse),
//! format (typed instruction to text in the crate's syntax) and parse (text back to the typed value).

use crate::diag::Diagnostic;
use crate::lex::Token;
use std::fmt::Debug;
use std::cell::Cell;
use std::ops::Range;

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DecodeError {
    /// The input ends inside an instruction. Decoders never fail for any other reason: bits they do
    /// not understand are kept in the instruction and printed with `???`.
    #[error("truncated instruction: {needed} bytes needed, {available} available")]
    Truncated { needed: usize, available: usize },
}

/// Label lookup for the assembler's second pass.
pub trait Symbols {
    fn lookup(&self, name: &str) -> Option<u64>;
}

/// What a parser knows about the instruction's place in the program.
pub struct ParseCtx<'a> {
    /// Address of the instruction being parsed.
    pub addr: u64,
    /// Labels; `None` in the sizing pass, where every label reads as `addr`.
    pub symbols: Option<&'a dyn Symbols>,
    /// Whether the parser asked for a label: the sizing pass's reading of an instruction that did not is
    /// final.
    asked: Cell<bool>,
    /// The size in bytes the instruction had where the text came from (a listing's hex column): a text
    /// that reads as forms of several sizes takes this one when it can.
    pub size_hint: Option<usize>,
    /// Where literal code addresses go: a listing's addresses name the instructions printed there, which
    /// may have moved (see [`ParseCtx::code_address`]).
    pub retarget: Option<&'a dyn Fn(u64) -> Result<u64, String>>,
}

impl<'a> ParseCtx<'a> {
    /// A context with no labels, at address `addr`.
    pub fn at(addr: u64) -> ParseCtx<'static> {
        ParseCtx { addr, symbols: None, asked: Cell::new(false), size_hint: None, retarget: None }
    }
    /// A context at address `addr` whose labels are `symbols`.
    pub fn with_symbols(addr: u64, symbols: &'a dyn Symbols) -> ParseCtx<'a> {
        ParseCtx { addr, symbols: Some(symbols), asked: Cell::new(false), size_hint: None, retarget: None }
    }
    /// A literal code address `v` as the code now has it (unchanged without a [`ParseCtx::retarget`]).
    pub fn code_address(&self, v: u64) -> Result<u64, String> {
        match self.retarget {
            Some(f) => f(v),
            None => Ok(v),
        }
    }
    /// Whether a parse with this context has looked up a label.
    pub fn asked_for_label(&self) -> bool {
        self.asked.get()
    }
    /// Resolves a label used as an operand.
    pub fn label(&self, name: &str, span: Range<usize>) -> Result<u64, Diagnostic> {
        self.asked.set(true);
        match self.symbols {
            None => Ok(self.addr),
            Some(s) => s.lookup(name).ok_or_else(|| Diagnostic::new(span, format!("unknown label `{name}`"))),
        }
    }
}

pub trait Isa {
    /// A decoded instruction: operation, modifiers and operands as values, never text.
    type Insn: Clone + PartialEq + Debug;

    /// The name used on the command line (`--arch NAME`).
    fn name(&self) -> &'static str;
    /// Bytes in one word of the hex key format (4 for 32-bit words, 8 for 64-bit words).
    fn word_bytes(&self) -> usize;
    /// Decodes the instruction at the start of `bytes`, located at `addr`.
    fn decode(&self, bytes: &[u8], addr: u64) -> Result<Self::Insn, DecodeError>;
    /// As [`Isa::decode`], into `insn` (whatever it held before): a loop that reuses one instruction value
    /// saves a copy of it per instruction. On error `insn` is unspecified.
    fn decode_into(&self, bytes: &[u8], addr: u64, insn: &mut Self::Insn) -> Result<(), DecodeError> {
        *insn = self.decode(bytes, addr)?;
        Ok(())
    }
    /// Encoded size of `insn` in bytes.
    fn insn_len(&self, insn: &Self::Insn) -> usize;
    /// Size in bytes of the instruction at the start of `bytes`, or why there is none: what
    /// [`Isa::disassemble`] would return, read from the bits that give the length alone (a listing finds
    /// where its instructions start with it, to share them out among threads).
    fn len_at(&self, bytes: &[u8]) -> Result<usize, DecodeError> {
        self.decode(bytes, 0).map(|insn| self.insn_len(&insn))
    }
    /// The first instruction start at or past `min`, walking from the instruction start `pos`; or, where
    /// the walk stops first, the end of `code` or the start of an instruction [`Isa::len_at`] cannot read.
    /// (A listing cuts its code into pieces for its threads with it.)
    fn boundary(&self, code: &[u8], pos: usize, min: usize) -> usize
    where
        Self: Sized,
    {
        boundary_each(self, code, pos, min)
    }
    /// Appends the encoding of `insn`.
    fn encode(&self, insn: &Self::Insn, out: &mut Vec<u8>);
    /// Appends the text of `insn`, located at `addr`, to `out`.
    fn format(&self, insn: &Self::Insn, addr: u64, out: &mut String);
    /// Appends the code addresses that `insn`, located at `addr`, branches, calls or points to (its
    /// target operands). An ISA that does not say (yet) appends nothing.
    fn targets(&self, _insn: &Self::Insn, _addr: u64, _out: &mut Vec<u64>) {}
    /// [`Isa::targets`] of the instruction at the start of `bytes` (at `addr`), returning its length as
    /// [`Isa::len_at`] does: an ISA that can tell from a few bits that a word has no target skips decoding it.
    fn targets_at(&self, bytes: &[u8], addr: u64, out: &mut Vec<u64>) -> Result<usize, DecodeError> {
        let insn = self.decode(bytes, addr)?;
        self.targets(&insn, addr, out);
        Ok(self.insn_len(&insn))
    }
    /// What `insn` does to the flow of control (its description's marks). An ISA that does not say (yet)
    /// returns none, and so reads as straight-line code.
    fn flow(&self, _insn: &Self::Insn) -> crate::Flow {
        crate::Flow::NONE
    }
    /// Decodes the instruction at the start of `bytes`, located at `addr`, appends its text to `out` and
    /// returns its size in bytes: the same as [`Isa::decode`] then [`Isa::format`], which an ISA may do in
    /// one pass without building the instruction value.
    fn disassemble(&self, bytes: &[u8], addr: u64, out: &mut String) -> Result<usize, DecodeError> {
        let insn = self.decode(bytes, addr)?;
        self.format(&insn, addr, out);
        Ok(self.insn_len(&insn))
    }
    /// Disassembles all of `code`, located at `base`: calls `each` with every instruction's address and
    /// either its size and text, or (for a truncated tail, which ends the walk) the error. The calls come
    /// in address order, whatever order the ISA does the work in: the default takes one instruction at a
    /// time; an ISA may group instructions that take the same path through its tables, so that the
    /// processor predicts that path.
    fn disassemble_all<F>(&self, code: &[u8], base: u64, each: F)
    where
        F: FnMut(u64, Result<(usize, &str), DecodeError>),
        Self: Sized,
    {
        disassemble_each(self, code, base, each)
    }
    /// Parses the tokens of one instruction. Token spans index `src`.
    fn parse(&self, src: &str, toks: &[Token], ctx: &ParseCtx) -> Result<Self::Insn, Diagnostic>;

    /// Parses one instruction given as a whole string.
    fn parse_str(&self, text: &str, addr: u64) -> Result<Self::Insn, Diagnostic> {
        let toks = crate::lex::lex(text)?;
        self.parse(text, &toks, &ParseCtx::at(addr))
    }
}

/// Where a walk of 8 words that starts `skip` words in (0, or 1 when the word before them began a
/// two-word instruction) ends, less 8, by the words' flags (bit k set: word k begins a two-word
/// instruction if one begins there).
const WALK8: [[u8; 256]; 2] = {
    let mut t = [[0u8; 256]; 2];
    let mut skip = 0;
    while skip < 2 {
        let mut flags = 0;
        while flags < 256 {
            let mut w = skip;
            while w < 8 {
                w += 1 + (flags >> w & 1);
            }
            t[skip][flags] = (w - 8) as u8;
            flags += 1;
        }
        skip += 1;
    }
    t
};

/// [`Isa::boundary`] for an ISA whose instructions are one or two 32-bit words, two when bit `bit` of
/// the first word equals `long`: eight words a step through a table of where a walk of eight words
/// ends (a chain of one table load per step instead of a dependent load per instruction), then by
/// [`Isa::len_at`] up to `min`.
pub fn boundary_by_bit<I: Isa>(isa: &I, code: &[u8], pos: usize, min: usize, bit: u32, long: bool) -> usize {
    let (mut group, mut skip) = (pos, 0usize);
    // Whole steps below `min`, whose instructions (the last may end one word past) are all in `code`.
    while group + 32 <= min && group + 36 <= code.len() {
        let mut flags = 0;
        for (k, w) in code[group..group + 32].chunks_exact(4).enumerate() {
            let w = u32::from_le_bytes([w[0], w[1], w[2], w[3]]);
            flags |= ((w >> bit & 1 == long as u32) as usize) << k;
        }
        skip = WALK8[skip][flags] as usize;
        group += 32;
    }
    boundary_each(isa, code, group + 4 * skip, min)
}

/// [`Isa::boundary`] one instruction at a time (its default).
pub fn boundary_each<I: Isa>(isa: &I, code: &[u8], mut pos: usize, min: usize) -> usize {
    while pos < min && pos < code.len() {
        match isa.len_at(&code[pos..]) {
            Ok(len) => pos += len,
            Err(_) => break,
        }
    }
    pos
}

/// [`Isa::disassemble_all`] one instruction at a time (its default, for an ISA that overrides it to call
/// in some cases).
pub fn disassemble_each<I: Isa, F>(isa: &I, code: &[u8], base: u64, mut each: F)
where
    F: FnMut(u64, Result<(usize, &str), DecodeError>),
{
    let mut text = String::new();
    let mut pos = 0;
    while pos < code.len() {
        let addr = base + pos as u64;
        text.clear();
        match isa.disassemble(&code[pos..], addr, &mut text) {
            Ok(len) => {
                each(addr, Ok((len, &text)));
                pos += len;
            }
            Err(e) => return each(addr, Err(e)),
        }
    }
}
