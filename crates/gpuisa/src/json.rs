//! `--json` output (docs/json.md; schema in docs/gpuisa.schema.json): instructions as typed values, read
//! from each ISA's decoded instruction (its path through the description, its operand values, its flow
//! marks), never re-parsed from text.

use gpuisa_core::Isa;
use gpuisa_engine::{describe, MemBase, Operand};
use serde_json::{json, Map, Value};
use std::borrow::Cow;

/// What `--json` says about one instruction beyond the text: mnemonic, modifiers, operands and the bits
/// not understood.
pub trait Describe: Isa {
    /// `bytes`: the instruction's own bytes.
    fn describe(&self, insn: &Self::Insn, bytes: &[u8], targets: &[u64]) -> Map<String, Value>;
    /// The `mnemonic` field alone, for callers that need nothing else.
    fn mnemonic(&self, insn: &Self::Insn) -> Option<Cow<'static, str>>;
    /// What the mnemonic depends on, when it is less than the whole instruction (the table engine's
    /// path: operand values never change it), so that a caller may keep the mnemonics it has found.
    fn mnemonic_key<'i>(&self, _insn: &'i Self::Insn) -> Option<&'i [u8]> {
        None
    }
    /// Disassembles the instruction at the start of `bytes` into `out` in one pass and returns its size
    /// and where its [`Describe::mnemonic`] is in `out`, for an ISA whose printer knows it; `None` for
    /// the others (decode, format and [`Describe::mnemonic`] then).
    #[allow(clippy::type_complexity)]
    fn lite(&self, _bytes: &[u8], _addr: u64, _out: &mut String) -> Option<Result<(usize, Option<std::ops::Range<usize>>), gpuisa_core::DecodeError>> {
        None
    }
}

fn hex(v: u64) -> String {
    format!("{v:#x}")
}

/// An engine operand as JSON; `targets` supplies the addresses of target operands in order.
fn engine_operand(p: &describe::Part, targets: &mut std::slice::Iter<'_, u64>) -> Value {
    let mut v = match p.operand {
        Operand::None => json!({ "kind": "none" }),
        Operand::Reg(r) => json!({
            "kind": "register", "file": r.file.name(), "number": r.num,
            "part": format!("{:?}", r.part).to_lowercase(),
        }),
        Operand::Imm(i) => json!({ "kind": "immediate", "value": i }),
        Operand::Target(raw) => match targets.next() {
            Some(a) => json!({ "kind": "target", "address": a, "field": raw }),
            None => json!({ "kind": "target", "field": raw }),
        },
        Operand::Mem(m) => {
            let base = match m.base {
                MemBase::None => Value::Null,
                MemBase::A(n) => json!({ "file": "a", "number": n }),
                MemBase::R(n) => json!({ "file": "r", "number": n }),
            };
            json!({
                "kind": "memory", "space": (m.space as char).to_string(), "bank": m.bank,
                "base": base, "offset": m.offset, "post_increment": m.postinc,
            })
        }
        Operand::Vec(v) => {
            let regs: Vec<Value> = (0..v.count)
                .map(|i| if v.mask >> i & 1 != 0 { json!(v.base as u32 + i as u32) } else { Value::Null })
                .collect();
            json!({ "kind": "vector", "registers": regs })
        }
        Operand::Discard => json!({ "kind": "discard" }),
    };
    if !p.prefix.is_empty() {
        v["prefix"] = json!(p.prefix);
    }
    if !p.suffix.is_empty() {
        v["suffix"] = json!(p.suffix);
    }
    v
}

fn engine_describe(root: &'static gpuisa_engine::Table, insn: &gpuisa_engine::Insn, targets: &[u64], isa: RoleIsa, form: &str) -> Map<String, Value> {
    let parts = describe::describe(root, insn);
    let mut t = targets.iter();
    let mut operands: Vec<Value> = parts.operands.iter().map(|p| engine_operand(p, &mut t)).collect();
    add_roles(root, insn, isa, form, &mut operands);
    let mut m = Map::new();
    m.insert("mnemonic".into(), json!(parts.mnemonic));
    m.insert("modifiers".into(), json!(parts.modifiers));
    m.insert("operands".into(), Value::Array(operands));
    let unknown = insn.has_unknown(root);
    m.insert("unknown_bits".into(), if unknown { json!(hex(insn.residual)) } else { Value::Null });
    m
}

impl Describe for gpuisa_tesla::Tesla {
    fn mnemonic_key<'i>(&self, insn: &'i Self::Insn) -> Option<&'i [u8]> {
        Some(insn.path())
    }
    fn mnemonic(&self, insn: &Self::Insn) -> Option<Cow<'static, str>> {
        describe::describe(gpuisa_tesla::encoding::ROOT, insn).mnemonic.map(Cow::Borrowed)
    }
    fn describe(&self, insn: &Self::Insn, _bytes: &[u8], targets: &[u64]) -> Map<String, Value> {
        let form = gpuisa_tesla::code_of(insn).name();
        let mut m = engine_describe(gpuisa_tesla::encoding::ROOT, insn, targets, RoleIsa::Tesla, form);
        m.insert("form".into(), json!(form));
        m
    }
}
impl Describe for gpuisa_fermi::Fermi {
    fn mnemonic_key<'i>(&self, insn: &'i Self::Insn) -> Option<&'i [u8]> {
        Some(insn.path())
    }
    #[inline(always)]
    fn lite(&self, bytes: &[u8], addr: u64, out: &mut String) -> Option<Result<(usize, Option<std::ops::Range<usize>>), gpuisa_core::DecodeError>> {
        // The printer's first word is the mnemonic only if the tables say so: proved once over them.
        static PROVED: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
        if !*PROVED.get_or_init(|| describe::first_word_is_mnemonic(gpuisa_fermi::encoding::ROOT)) {
            return None;
        }
        Some(self.disassemble_first_word(bytes, addr, out))
    }
    fn mnemonic(&self, insn: &Self::Insn) -> Option<Cow<'static, str>> {
        describe::describe(gpuisa_fermi::encoding::ROOT, insn).mnemonic.map(Cow::Borrowed)
    }
    fn describe(&self, insn: &Self::Insn, _bytes: &[u8], targets: &[u64]) -> Map<String, Value> {
        let form = gpuisa_fermi::code_of(insn).name();
        let mut m = engine_describe(gpuisa_fermi::encoding::ROOT, insn, targets, RoleIsa::Fermi, form);
        m.insert("form".into(), json!(form));
        m
    }
}
impl Describe for gpuisa_fermi::FermiEnvydis {
    fn mnemonic_key<'i>(&self, insn: &'i Self::Insn) -> Option<&'i [u8]> {
        Some(insn.path())
    }
    fn mnemonic(&self, insn: &Self::Insn) -> Option<Cow<'static, str>> {
        describe::describe(gpuisa_fermi::envy::root(), insn).mnemonic.map(Cow::Borrowed)
    }
    fn describe(&self, insn: &Self::Insn, bytes: &[u8], targets: &[u64]) -> Map<String, Value> {
        // The form is the description's, whichever syntax printed the text: read the bytes through it.
        let code = gpuisa_fermi::Fermi::default().decode(bytes, 0).map(|i| gpuisa_fermi::code_of(&i));
        let form = code.as_ref().map(|c| c.name()).unwrap_or("None");
        let mut m = engine_describe(gpuisa_fermi::envy::root(), insn, targets, RoleIsa::Fermi, form);
        m.insert("form".into(), json!(code.map(|c| c.name()).unwrap_or("None")));
        m
    }
}

impl Describe for gpuisa_usse::Usse {
    fn mnemonic(&self, insn: &Self::Insn) -> Option<Cow<'static, str>> {
        let text = gpuisa_usse::syntax::gpuisa::mnemonic(insn);
        let first = text.split(" + ").next().unwrap_or("").trim_end_matches(" +");
        first.split('.').find(|p| !p.is_empty()).map(|m| Cow::Owned(m.to_string()))
    }
    fn describe(&self, insn: &Self::Insn, _bytes: &[u8], targets: &[u64]) -> Map<String, Value> {
        use gpuisa_usse::Operand as O;
        let f = insn.format();
        // The mnemonic's first word up to its first dot, the rest its modifiers; a dual-issue word's
        // second operation (after ` + `) as `dual`.
        let text = gpuisa_usse::syntax::gpuisa::mnemonic(insn);
        let (first, second) = match text.split_once(" + ") {
            Some((a, b)) => (a.to_string(), Some(b.to_string())),
            None => (text.trim_end_matches(" +").to_string(), None),
        };
        let split = |m: &str| {
            let mut parts = m.split('.').filter(|p| !p.is_empty()).map(str::to_string);
            (parts.next(), parts.collect::<Vec<_>>())
        };
        let (mnemonic, modifiers) = split(&first);
        let mut t = targets.iter();
        let mut operands: Vec<Value> = Vec::new();
        let mut indexed = false;
        for v in insn.operand_views() {
            let mut o = match v.op {
                O::Reg { bank: gpuisa_usse::encoding::Bank::Immediate, num } => json!({ "kind": "immediate", "value": num }),
                O::Reg { bank: gpuisa_usse::encoding::Bank::Indexed, num } => {
                    indexed = true;
                    json!({ "kind": "register", "file": "indexed", "number": num })
                }
                O::Reg { bank, num } => json!({ "kind": "register", "file": format!("{bank:?}").to_lowercase(), "number": num }),
                O::Internal(n) => json!({ "kind": "register", "file": "internal", "number": n }),
                O::Pred(n) => json!({ "kind": "register", "file": "predicate", "number": n }),
                O::Imm(v) if f.is_branch() => match t.next() {
                    Some(a) => json!({ "kind": "target", "address": a, "field": v }),
                    None => json!({ "kind": "target", "field": v }),
                },
                O::Imm(v) => json!({ "kind": "immediate", "value": v }),
            };
            if let Some(m) = v.mask {
                o["mask"] = json!(m);
            }
            if let Some(s) = v.swizzle {
                o["swizzle"] = json!(s);
            }
            if v.negate {
                o["negate"] = json!(true);
            }
            if v.absolute {
                o["absolute"] = json!(true);
            }
            o["access"] = json!(if v.write { "write" } else { "read" });
            operands.push(o);
        }
        // Implicit operands: the guarding predicate, the index register of an indexed operand.
        if let Some(g) = insn.guard() {
            let n = g.trim_start_matches('!').trim_start_matches('p');
            let mut o = match n.parse::<u64>() {
                Ok(n) => json!({ "kind": "register", "file": "predicate", "number": n }),
                Err(_) => json!({ "kind": "register", "file": "predicate_channel", "number": 0 }),
            };
            if g.starts_with('!') {
                o["negate"] = json!(true);
            }
            o["access"] = json!("read");
            o["implicit"] = json!(true);
            operands.push(o);
        }
        if indexed {
            operands.push(json!({ "kind": "register", "file": "index", "number": 1, "access": "read", "implicit": true }));
        }
        let fields: Map<String, Value> = f.fields.iter().map(|fl| (fl.name.to_string(), json!(fl.bits.get(insn.word)))).collect();
        let residual = insn.word & f.residual_mask();
        let mut m = Map::new();
        m.insert("mnemonic".into(), json!(mnemonic));
        m.insert("modifiers".into(), json!(modifiers));
        if let Some(sec) = second {
            let (dm, dmods) = split(&sec);
            m.insert("dual".into(), json!({ "mnemonic": dm, "modifiers": dmods }));
        }
        m.insert("form".into(), json!(f.name));
        m.insert("fields".into(), Value::Object(fields));
        m.insert("operands".into(), Value::Array(operands));
        m.insert("unknown_bits".into(), if residual != 0 { json!(hex(residual)) } else { Value::Null });
        m
    }
}

impl Describe for gpuisa_isa30::Isa30 {
    fn mnemonic(&self, insn: &Self::Insn) -> Option<Cow<'static, str>> {
        Some(Cow::Owned(format!("{:?}", insn.operation()).to_lowercase()))
    }
    fn describe(&self, insn: &Self::Insn, _bytes: &[u8], _targets: &[u64]) -> Map<String, Value> {
        let src = |s: gpuisa_isa30::encoding::Src| json!({ "kind": "source", "space": format!("{:?}", s.space).to_lowercase(), "index": s.index });
        let mut m = Map::new();
        m.insert("mnemonic".into(), json!(self.mnemonic(insn)));
        m.insert(
            "fields".into(),
            json!({ "op": insn.op, "shamt": insn.shamt, "r": insn.r, "dd": insn.dd, "t": insn.t, "w": insn.w }),
        );
        let mut operands = vec![src(insn.a), src(insn.b), src(insn.c)];
        for o in &mut operands {
            o["access"] = json!("read");
        }
        // What it writes is in its fields (R and W, T, DD), not among the sources: implicit operands.
        if insn.r {
            operands.push(json!({ "kind": "register", "file": "r", "number": insn.w, "access": "write", "implicit": true }));
        }
        if insn.t {
            operands.push(json!({ "kind": "register", "file": "temp", "number": 0, "access": "write", "implicit": true }));
        }
        if insn.dd < 3 {
            operands.push(json!({ "kind": "memory", "space": "d", "bank": null, "base": null, "offset": 0, "post_increment": false, "access": "write", "implicit": true }));
        }
        m.insert("operands".into(), Value::Array(operands));
        let unknown = insn.top != 0 || insn.operation_unknown();
        m.insert("unknown_bits".into(), if unknown { json!(hex((insn.top as u64) << 30)) } else { Value::Null });
        m
    }
}

/// Whose description rules an instruction's operand roles ([`crate::roles`]).
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum RoleIsa {
    Tesla,
    Fermi,
}

/// Adds `access` to each operand of the engine-described `insn` and appends its implicit operands
/// (memory bases, the carry): see [`crate::roles`].
fn add_roles(root: &'static gpuisa_engine::Table, insn: &gpuisa_engine::Insn, isa: RoleIsa, form: &str, operands: &mut Vec<Value>) {
    use crate::roles::{self, Access, Spec};
    let (specs, tags) = roles::specs(root, insn);
    let rules = if isa == RoleIsa::Tesla { &roles::TESLA } else { &roles::FERMI };
    let access = roles::accesses(&specs, rules, form);
    let has = |s: gpuisa_fermi::sem::Sem| isa == RoleIsa::Fermi && tags.contains(&s.t());
    let mut implicit = Vec::new();
    for (i, o) in operands.iter_mut().enumerate() {
        let a = access.get(i).copied().unwrap_or(Access::Read);
        o["access"] = json!(a.name());
        let Some(Spec::Mem(m)) = specs.get(i) else { continue };
        let (file, n) = match o["base"]["file"].as_str() {
            Some(f) => (f.to_string(), o["base"]["number"].as_u64().unwrap_or(0)),
            None => continue,
        };
        // Tesla's $a0 reads as zero: no register.
        if isa == RoleIsa::Tesla && file == "a" && n == 0 {
            continue;
        }
        let part = if file == "r" && has(gpuisa_fermi::sem::Sem::Wide) { "double" } else { "full" };
        let a = if roles::postinc(m) { Access::ReadWrite } else { Access::Read };
        implicit.push(json!({ "kind": "register", "file": file, "number": n, "part": part, "access": a.name(), "implicit": true }));
    }
    if has(gpuisa_fermi::sem::Sem::X) {
        implicit.push(json!({ "kind": "register", "file": "c", "number": 0, "part": "full", "access": "read", "implicit": true }));
    }
    if has(gpuisa_fermi::sem::Sem::Cc) {
        implicit.push(json!({ "kind": "register", "file": "c", "number": 0, "part": "full", "access": "write", "implicit": true }));
    }
    operands.extend(implicit);
}

/// The instruction's bytes as the ISA's hex words (little-endian, `word_bytes` each; a shorter tail is
/// one smaller word).
fn words(bytes: &[u8], word_bytes: usize) -> Vec<String> {
    bytes
        .chunks(word_bytes)
        .map(|c| {
            let mut v = 0u64;
            for (i, b) in c.iter().enumerate() {
                v |= (*b as u64) << (8 * i);
            }
            format!("{:0w$x}", v, w = c.len() * 2)
        })
        .collect()
}

/// One instruction of `code` at `pos` (located at `base + pos`) as the JSON model's object, and its size
/// in bytes; `text` and `targets` are scratch buffers reused from one call to the next.
pub fn instruction<A: Describe>(
    isa: &A,
    code: &[u8],
    pos: usize,
    base: u64,
    text: &mut String,
    targets: &mut Vec<u64>,
) -> Result<(Map<String, Value>, usize), gpuisa_core::DecodeError> {
    let addr = base + pos as u64;
    let insn = isa.decode(&code[pos..], addr)?;
    let len = isa.insn_len(&insn).max(1).min(code.len() - pos);
    text.clear();
    isa.format(&insn, addr, text);
    targets.clear();
    isa.targets(&insn, addr, targets);
    let flow = isa.flow(&insn);
    let mut m = Map::new();
    m.insert("address".into(), json!(addr));
    m.insert("size".into(), json!(len));
    m.insert("words".into(), json!(words(&code[pos..pos + len], isa.word_bytes())));
    m.insert("text".into(), json!(text));
    m.extend(isa.describe(&insn, &code[pos..pos + len], targets));
    m.insert("flow".into(), json!(flow.names().collect::<Vec<_>>()));
    m.insert("targets".into(), json!(targets));
    Ok((m, len))
}

/// Writes the instructions of `code` (at `base`) as the elements of a JSON array, one at a time (a
/// listing's JSON is written as it is made, not held whole); returns why the walk stopped early, if it did.
pub fn instructions<A: Describe>(isa: &A, code: &[u8], base: u64, w: &mut dyn std::io::Write) -> std::io::Result<Option<Value>> {
    let mut pos = 0;
    let mut text = String::new();
    let mut targets = Vec::new();
    while pos < code.len() {
        let (m, len) = match instruction(isa, code, pos, base, &mut text, &mut targets) {
            Ok(x) => x,
            Err(e) => {
                let addr = base + pos as u64;
                return Ok(Some(json!({ "address": addr, "bytes": code.len() - pos, "reason": e.to_string() })));
            }
        };
        if pos > 0 {
            w.write_all(b",")?;
        }
        serde_json::to_writer(&mut *w, &m)?;
        pos += len;
    }
    Ok(None)
}

/// `gpuisa info --json`: what `info` prints, as data.
pub fn container(c: &gpuisa_container::Container, file: &str) -> Value {
    let kernels: Vec<Value> = c
        .kernels
        .iter()
        .map(|k| {
            let r = &k.resources;
            json!({
                "name": k.name, "address": k.base_addr, "size": k.code.len(),
                "resources": { "registers": r.regs, "shared_bytes": r.smem, "local_bytes": r.lmem, "barriers": r.bar },
                "params": k.params.iter().map(|p| json!({ "ordinal": p.ordinal, "offset": p.offset, "size": p.size })).collect::<Vec<_>>(),
                "attributes": k.attributes.iter().map(|a| json!({ "name": a.name, "value": a.value })).collect::<Vec<_>>(),
            })
        })
        .collect();
    let banks: Vec<Value> = c
        .const_banks
        .iter()
        .map(|b| {
            json!({
                "name": b.name, "bank": b.bank, "kernel": b.kernel, "offset": b.offset, "size": b.size,
                "initialised": b.data.len(),
            })
        })
        .collect();
    let vars: Vec<Value> = c
        .device_vars
        .iter()
        .map(|v| {
            let at: Vec<Value> = v.refs.iter().map(|r| json!({ "bank": r.bank, "offset": r.offset, "bytes": r.bytes, "addend": r.addend })).collect();
            json!({ "name": v.name, "size": v.size, "initialised": v.init.len(), "address_at": at })
        })
        .collect();
    let info: Vec<Value> = c.info.iter().map(|(k, v)| json!({ "key": k, "value": v })).collect();
    json!({
        "schema": "gpuisa-info/1", "file": file, "format": c.format.to_string(),
        "architecture": c.arch.map(|a| a.to_string()), "sm": c.arch.map(|a| a.sm),
        "kernels": kernels, "constant_banks": banks, "device_variables": vars, "info": info,
    })
}

/// `run --stats --json`: a run's figures.
pub fn stats(s: &gpuisa_simt::Stats) -> Value {
    let t = &s.traffic;
    json!({
        "warp_instructions": s.warp_insns,
        "thread_instructions": s.thread_insns,
        "divergent_branches": s.divergent_branches,
        "barrier_waits": s.barrier_waits,
        "traffic": {
            "global_read": t.global_read, "global_written": t.global_written,
            "shared_read": t.shared_read, "shared_written": t.shared_written,
            "constant_read": t.const_read,
            "local_read": t.local_read, "local_written": t.local_written,
        },
        "mix": s.mix,
    })
}
