//! Disassembly one instruction at a time, as values a program can use (the JSON model's fields), in
//! any architecture and syntax.

use crate::json::{self, Describe};
pub use crate::disasm_lite::{LiteChunk, LiteInsn, LiteWord};

#[path = "disasm_sizes.rs"]
mod sizes;
use crate::{Error, Result, Target};
use serde_json::{Map, Value};

/// One decoded instruction, as the JSON model describes it (docs/json.md).
#[derive(Clone, Debug, PartialEq)]
pub struct Instruction {
    pub address: u64,
    pub size: usize,
    pub bytes: Vec<u8>,
    /// The text in the disassembler's syntax.
    pub text: String,
    /// The operation's word (`None` for a USSE format that has none).
    pub mnemonic: Option<String>,
    /// Tesla, Fermi: the other words along the description's path, in print order.
    pub modifiers: Vec<String>,
    /// Tesla, Fermi: the form (`gpuisa_tesla::Code`, `gpuisa_fermi::Code`); USSE: the format.
    pub form: Option<String>,
    /// The typed operands, as the JSON model's objects.
    pub operands: Vec<Value>,
    /// The bits the description does not explain (`None`: every bit is understood).
    pub unknown_bits: Option<u64>,
    /// Control-flow marks (`branch`, `call`, `exit`, `guarded`, ...).
    pub flow: Vec<String>,
    /// Code addresses it branches, calls or points to.
    pub targets: Vec<u64>,
    model: Map<String, Value>,
}

impl Instruction {
    fn from_model(model: Map<String, Value>, bytes: &[u8]) -> Instruction {
        let s = |k: &str| model.get(k).and_then(Value::as_str).map(str::to_string);
        let strs = |k: &str| -> Vec<String> {
            model.get(k).and_then(Value::as_array).map(|a| a.iter().filter_map(|v| v.as_str().map(str::to_string)).collect()).unwrap_or_default()
        };
        let unknown_bits = s("unknown_bits").and_then(|h| u64::from_str_radix(h.trim_start_matches("0x"), 16).ok());
        Instruction {
            address: model.get("address").and_then(Value::as_u64).unwrap_or(0),
            size: bytes.len(),
            bytes: bytes.to_vec(),
            text: s("text").unwrap_or_default(),
            mnemonic: s("mnemonic"),
            modifiers: strs("modifiers"),
            form: s("form"),
            operands: model.get("operands").and_then(Value::as_array).cloned().unwrap_or_default(),
            unknown_bits,
            flow: strs("flow"),
            targets: model.get("targets").and_then(Value::as_array).map(|a| a.iter().filter_map(Value::as_u64).collect()).unwrap_or_default(),
            model,
        }
    }

    /// The text after the word that holds the mnemonic and its modifiers (capstone's `op_str`): the
    /// operands and trailing flags. Empty when the text has no such word.
    pub fn op_str(&self) -> &str {
        op_str(&self.text, self.mnemonic.as_deref())
    }

    /// The instruction as the JSON model's object (one element of `dis --json`'s `instructions`).
    pub fn json(&self) -> &Map<String, Value> {
        &self.model
    }
}

/// The text after the first word that starts with `mnemonic` (a guard before it is skipped).
pub fn op_str<'a>(text: &'a str, mnemonic: Option<&str>) -> &'a str {
    let Some(m) = mnemonic.filter(|m| !m.is_empty()) else { return "" };
    let mut rest = text;
    loop {
        let t = rest.trim_start();
        if t.is_empty() {
            return "";
        }
        let end = t.find(char::is_whitespace).unwrap_or(t.len());
        if t[..end].starts_with(m) {
            return t[end..].trim();
        }
        rest = &t[end..];
    }
}

/// Mnemonics found so far, by [`Describe::mnemonic_key`].
#[derive(Default)]
pub struct MnemonicCache(std::collections::HashMap<Vec<u8>, Option<&'static str>>);

impl MnemonicCache {
    /// The mnemonic of `key`, found by `find` the first time.
    pub(crate) fn lookup(&mut self, key: &[u8], find: impl FnOnce() -> Option<std::borrow::Cow<'static, str>>) -> Option<std::borrow::Cow<'static, str>> {
        if let Some(m) = self.0.get(key) {
            return m.map(std::borrow::Cow::Borrowed);
        }
        let m = find();
        // Only borrowed mnemonics are kept: they are the tables' own words.
        if let Some(std::borrow::Cow::Borrowed(s)) = &m {
            self.0.insert(key.to_vec(), Some(s));
        } else if m.is_none() {
            self.0.insert(key.to_vec(), None);
        }
        m
    }
}

/// Where [`Disassembler::lite_at`] found an instruction's mnemonic (the JSON model's `mnemonic`).
#[derive(Clone, Debug, PartialEq)]
pub enum Mnemonic {
    None,
    /// A word of the ISA's tables.
    Table(&'static str),
    /// These bytes of the text: the printer noted where it printed the mnemonic.
    Text(std::ops::Range<usize>),
    Owned(String),
}

impl Mnemonic {
    /// The mnemonic, given the text [`Disassembler::lite_at`] wrote with it.
    pub fn get<'a>(&'a self, text: &'a str) -> Option<&'a str> {
        match self {
            Mnemonic::None => None,
            Mnemonic::Table(s) => Some(s),
            Mnemonic::Text(r) => text.get(r.clone()),
            Mnemonic::Owned(s) => Some(s),
        }
    }
}

/// What one instruction costs to describe, kept per architecture behind one object.
trait Engine: Send + Sync {
    fn describe_at(&self, code: &[u8], pos: usize, base: u64, text: &mut String, targets: &mut Vec<u64>) -> std::result::Result<(Map<String, Value>, usize), gpuisa_core::DecodeError>;
    fn lite_at(&self, code: &[u8], pos: usize, base: u64, text: &mut String, cache: &mut MnemonicCache) -> std::result::Result<(usize, Mnemonic), gpuisa_core::DecodeError>;
    fn len_at(&self, code: &[u8], pos: usize) -> std::result::Result<usize, gpuisa_core::DecodeError>;
    fn len_run(&self, code: &[u8], pos: usize, each: &mut dyn FnMut(usize, usize) -> bool) -> std::result::Result<usize, (usize, gpuisa_core::DecodeError)>;
    fn sizes(&self, code: &[u8], pos: usize, out: &mut Vec<u8>) -> std::result::Result<usize, (usize, gpuisa_core::DecodeError)>;
    fn lite_run(&self, code: &[u8], pos: usize, base: u64, text: &mut String, cache: &mut MnemonicCache, each: &mut dyn FnMut(usize, usize, &str, &Mnemonic) -> bool) -> std::result::Result<usize, (usize, gpuisa_core::DecodeError)>;
    fn lite_chunk(&self, code: &[u8], pos: usize, base: u64, max: usize, cache: &mut MnemonicCache, out: &mut LiteChunk) -> std::result::Result<usize, (usize, gpuisa_core::DecodeError)>;
}

struct Dyn<I>(I);

impl<I: Describe + Send + Sync> Engine for Dyn<I> {
    fn describe_at(&self, code: &[u8], pos: usize, base: u64, text: &mut String, targets: &mut Vec<u64>) -> std::result::Result<(Map<String, Value>, usize), gpuisa_core::DecodeError> {
        json::instruction(&self.0, code, pos, base, text, targets)
    }
    #[inline]
    fn len_at(&self, code: &[u8], pos: usize) -> std::result::Result<usize, gpuisa_core::DecodeError> {
        Ok(self.0.len_at(&code[pos..])?.max(1).min(code.len() - pos))
    }
    // One call per run rather than per instruction, as lite_run.
    fn len_run(&self, code: &[u8], mut pos: usize, each: &mut dyn FnMut(usize, usize) -> bool) -> std::result::Result<usize, (usize, gpuisa_core::DecodeError)> {
        while pos < code.len() {
            let len = self.len_at(code, pos).map_err(|e| (pos, e))?;
            let more = each(pos, len);
            pos += len;
            if !more {
                break;
            }
        }
        Ok(pos)
    }
    fn sizes(&self, code: &[u8], pos: usize, out: &mut Vec<u8>) -> std::result::Result<usize, (usize, gpuisa_core::DecodeError)> {
        sizes::sizes(&self.0, code, pos, out)
    }
    // One call per run rather than per instruction: lite_at is inlined for this ISA here.
    fn lite_run(&self, code: &[u8], mut pos: usize, base: u64, text: &mut String, cache: &mut MnemonicCache, each: &mut dyn FnMut(usize, usize, &str, &Mnemonic) -> bool) -> std::result::Result<usize, (usize, gpuisa_core::DecodeError)> {
        while pos < code.len() {
            let (len, m) = self.lite_at(code, pos, base, text, cache).map_err(|e| (pos, e))?;
            let more = each(pos, len, text, &m);
            pos += len;
            if !more {
                break;
            }
        }
        Ok(pos)
    }
    fn lite_chunk(&self, code: &[u8], pos: usize, base: u64, max: usize, cache: &mut MnemonicCache, out: &mut LiteChunk) -> std::result::Result<usize, (usize, gpuisa_core::DecodeError)> {
        crate::disasm_lite::chunk(&self.0, code, pos, base, max, cache, out)
    }
    #[inline]
    fn lite_at(&self, code: &[u8], pos: usize, base: u64, text: &mut String, cache: &mut MnemonicCache) -> std::result::Result<(usize, Mnemonic), gpuisa_core::DecodeError> {
        let addr = base + pos as u64;
        text.clear();
        if let Some(r) = self.0.lite(&code[pos..], addr, text) {
            let (len, m) = r?;
            return Ok((len.max(1).min(code.len() - pos), m.map_or(Mnemonic::None, Mnemonic::Text)));
        }
        let (len, m) = described(&self.0, &code[pos..], addr, cache, text)?;
        let len = len.max(1).min(code.len() - pos);
        let m = match m {
            None => Mnemonic::None,
            Some(std::borrow::Cow::Borrowed(s)) => Mnemonic::Table(s),
            Some(std::borrow::Cow::Owned(s)) => Mnemonic::Owned(s),
        };
        Ok((len, m))
    }
}

/// An instruction decoded and printed (appended to `text`), for the ISAs whose printer does not note
/// where the mnemonic is: its size and its mnemonic, found through `cache`.
pub(crate) fn described<I: Describe>(isa: &I, bytes: &[u8], addr: u64, cache: &mut MnemonicCache, text: &mut String) -> std::result::Result<(usize, Option<std::borrow::Cow<'static, str>>), gpuisa_core::DecodeError> {
    let insn = isa.decode(bytes, addr)?;
    isa.format(&insn, addr, text);
    let m = match isa.mnemonic_key(&insn) {
        Some(key) => cache.lookup(key, || isa.mnemonic(&insn)),
        None => isa.mnemonic(&insn),
    };
    Ok((isa.insn_len(&insn), m))
}

/// A disassembler for one [`Target`].
///
/// ```
/// use gpuisa::{Arch, Disassembler};
/// // Fermi's `MOV R1, c [0x1] [0x100];` (the 64-bit word, little-endian).
/// let code = 0x2800440400005de4u64.to_le_bytes();
/// let d = Disassembler::new(Arch::Fermi);
/// let i = d.disasm(&code, 0).next().unwrap().unwrap();
/// assert_eq!(i.mnemonic.as_deref(), Some("MOV"));
/// assert_eq!(i.op_str(), "R1, c [0x1] [0x100];");
/// assert_eq!(i.operands.len(), 2);
/// ```
pub struct Disassembler {
    target: Target,
    engine: Box<dyn Engine>,
}

impl Disassembler {
    /// `arch` in its default syntax.
    pub fn new(arch: crate::Arch) -> Disassembler {
        Disassembler::for_target(Target::new(arch))
    }

    /// A disassembler for `target` (architecture, syntax and options).
    pub fn for_target(target: Target) -> Disassembler {
        let engine: Box<dyn Engine> = crate::with_target!(target, |isa| Box::new(Dyn(isa)));
        Disassembler { target, engine }
    }

    /// What this disassembler reads.
    pub fn target(&self) -> Target {
        self.target
    }

    /// The instructions of `code`, located at `address`, in order; a tail that holds no whole
    /// instruction ends the walk with [`Error::Truncated`].
    pub fn disasm<'a>(&'a self, code: &'a [u8], address: u64) -> Instructions<'a> {
        Instructions { d: self, code, base: address, pos: 0, text: String::new(), targets: Vec::new() }
    }

    /// The instruction of `code` at `pos` (located at `address + pos`): its size and mnemonic, its text
    /// (in `text`, cleared first) and nothing else of the model; what [`Disassembler::disasm_lite`] does
    /// per instruction.
    pub fn lite_at(&self, code: &[u8], pos: usize, address: u64, text: &mut String, cache: &mut MnemonicCache) -> Result<(usize, Mnemonic)> {
        self.engine.lite_at(code, pos, address, text, cache).map_err(|e| Error::Truncated { address: address + pos as u64, reason: e.to_string() })
    }

    /// The size of the instruction of `code` at `pos` (located at `address + pos`), read from the bits
    /// that give it, without disassembling it: what [`Disassembler::lite_at`] would return.
    pub fn len_at(&self, code: &[u8], pos: usize, address: u64) -> Result<usize> {
        self.engine.len_at(code, pos).map_err(|e| Error::Truncated { address: address + pos as u64, reason: e.to_string() })
    }

    /// [`Disassembler::len_at`] from `pos` on: `each` gets each instruction's place and size, and returns
    /// whether to go on. Returns where it stopped, as [`Disassembler::lite_run`] does.
    pub fn len_run(&self, code: &[u8], pos: usize, address: u64, mut each: impl FnMut(usize, usize) -> bool) -> Result<usize> {
        self.engine.len_run(code, pos, &mut each).map_err(|(pos, e)| Error::Truncated { address: address + pos as u64, reason: e.to_string() })
    }

    /// The size of each instruction of `code` from `pos` (an instruction start; located at `address + pos`)
    /// on, appended to `out`: what [`Disassembler::len_run`] reads, eight words a step for the ISAs of 4-
    /// and 8-byte instructions. Returns where it stopped: the end, or short of it before an instruction
    /// of more than 255 bytes; a tail that holds no whole instruction is [`Error::Truncated`].
    pub fn sizes(&self, code: &[u8], pos: usize, address: u64, out: &mut Vec<u8>) -> Result<usize> {
        self.engine.sizes(code, pos, out).map_err(|(pos, e)| Error::Truncated { address: address + pos as u64, reason: e.to_string() })
    }

    /// The instructions of `code` as `(address, size, mnemonic, op_str)`, without the rest of the model
    /// (capstone's `disasm_lite`); `each` is called once per instruction. Returns the truncated tail's
    /// error, if any.
    pub fn disasm_lite(&self, code: &[u8], address: u64, mut each: impl FnMut(u64, usize, &str, &str)) -> Result<()> {
        let mut text = String::new();
        let mut cache = MnemonicCache::default();
        self.lite_run(code, 0, address, &mut text, &mut cache, |pos, len, text, m| {
            let m = m.get(text);
            each(address + pos as u64, len, m.unwrap_or(""), op_str(text, m));
            true
        })
        .map(drop)
    }

    /// Up to `max` instructions of `code` from `pos` (located at `address + pos`), as
    /// [`Disassembler::lite_run`] reads them, into `out` (cleared first) as arrays: their texts in one
    /// buffer and a record each. Returns where it stopped; a tail that holds no whole instruction is an
    /// error (the instructions before it are in `out`).
    pub fn lite_chunk(&self, code: &[u8], pos: usize, address: u64, max: usize, cache: &mut MnemonicCache, out: &mut LiteChunk) -> Result<usize> {
        self.engine
            .lite_chunk(code, pos, address, max, cache, out)
            .map_err(|(pos, e)| Error::Truncated { address: address + pos as u64, reason: e.to_string() })
    }

    /// [`Disassembler::lite_at`] from `pos` on: `each` gets each instruction's place, size, text and
    /// mnemonic, and returns whether to go on. Returns where it stopped (the end of `code`, or past the
    /// instruction whose `each` said stop); a tail that holds no whole instruction is an error.
    pub fn lite_run(&self, code: &[u8], pos: usize, address: u64, text: &mut String, cache: &mut MnemonicCache, mut each: impl FnMut(usize, usize, &str, &Mnemonic) -> bool) -> Result<usize> {
        self.engine
            .lite_run(code, pos, address, text, cache, &mut each)
            .map_err(|(pos, e)| Error::Truncated { address: address + pos as u64, reason: e.to_string() })
    }
}

/// The iterator of [`Disassembler::disasm`].
pub struct Instructions<'a> {
    d: &'a Disassembler,
    code: &'a [u8],
    base: u64,
    pos: usize,
    text: String,
    targets: Vec<u64>,
}

impl Iterator for Instructions<'_> {
    type Item = Result<Instruction>;
    fn next(&mut self) -> Option<Result<Instruction>> {
        if self.pos >= self.code.len() {
            return None;
        }
        let pos = self.pos;
        match self.d.engine.describe_at(self.code, pos, self.base, &mut self.text, &mut self.targets) {
            Ok((m, len)) => {
                self.pos += len;
                Some(Ok(Instruction::from_model(m, &self.code[pos..pos + len])))
            }
            Err(e) => {
                self.pos = self.code.len();
                Some(Err(Error::Truncated { address: self.base + pos as u64, reason: e.to_string() }))
            }
        }
    }
}
