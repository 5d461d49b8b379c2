//! CUDA 1.x/2.x text cubins. The syntax is a tree of `key { ... }` blocks holding `key = value` fields and
//! bare words (the code and constant data):
//!
//! ```text
//! architecture {sm_10}
//! consts { name = bla segname = const segnum = 0 offset = 0 bytes = 4 mem { 0x00000003 } }
//! code { name = k lmem = 0 smem = 24 reg = 2 bar = 0 bincode { 0x1000c805 0x0423c780 }
//!        const { segname = const segnum = 1 offset = 0 bytes = 4 mem { 0x4048f5c3 } } }
//! ```
//!
//! Parsing is in two steps: a generic tree (so that malformed nesting is reported where it happens),
//! then the meaning of the known blocks. Unknown fields and blocks are kept as attributes or info.

use crate::{
    line_col, parse_num, ArchInfo, Attribute, ConstBank, Container, ContainerError, Format, Kernel,
};

/// Top-level keywords of text cubins; one of them must come first.
const TOP_KEYWORDS: [&str; 8] = [
    "architecture",
    "abiversion",
    "modname",
    "code",
    "consts",
    "reloc",
    "sampler",
    "texture",
];
/// Deep enough for every real cubin (3 levels), shallow enough that hostile input cannot exhaust the stack.
const MAX_DEPTH: usize = 16;

pub(crate) fn looks_like(text: &str) -> bool {
    let t = text.trim_start();
    let word_len = t
        .find(|c: char| c.is_whitespace() || c == '{')
        .unwrap_or(t.len());
    // A file cut right after its first keyword is a truncated text cubin (its reader says so), not raw code.
    let rest = t[word_len..].trim_start();
    TOP_KEYWORDS.contains(&&t[..word_len]) && (rest.starts_with('{') || rest.is_empty())
}

/// Reads a text cubin.
pub fn read_text_cubin(bytes: &[u8]) -> Result<Container, ContainerError> {
    // A stray byte would otherwise be read lossily into a name or number: say where it is instead.
    if let Err(bad) = std::str::from_utf8(bytes) {
        let at = bad.valid_up_to();
        let (line, col) = line_col(bytes, at);
        return Err(ContainerError::TextCubin {
            line,
            col,
            msg: format!(
                "byte 0x{:02x} at file offset {at} is not UTF-8 text",
                bytes[at]
            ),
        });
    }
    let items = Parser { src: bytes, pos: 0 }.items(0, None)?;
    let err = |pos: usize, msg: String| {
        let (line, col) = line_col(bytes, pos);
        ContainerError::TextCubin { line, col, msg }
    };
    let mut c = Container::new(Format::TextCubin);
    for item in &items {
        match item {
            Item::Block {
                key,
                items: body,
                pos,
            } => match key.as_str() {
                "architecture" => {
                    let name = words(body).next().map(|(w, _)| w).unwrap_or("");
                    let arch = ArchInfo::parse(name)
                        .ok_or_else(|| err(*pos, format!("unknown architecture `{name}`")))?;
                    c.arch = Some(arch);
                }
                "code" => read_code(body, *pos, &mut c).map_err(|(p, m)| err(p, m))?,
                "consts" => {
                    let bank = read_const(body, None).map_err(|(p, m)| err(p, m))?;
                    c.const_banks.push(bank);
                }
                "reloc" => {
                    let v = read_reloc(body, *pos).map_err(|(p, m)| err(p, m))?;
                    c.device_vars.push(v);
                }
                "abiversion" | "modname" | "sampler" | "texture" => c.info.push((describe_key(key, body), render(body))),
                // A misspelt `code` would otherwise lose its kernel without a word.
                _ => return Err(err(*pos, format!("unknown block `{key}` (text cubins have {})", TOP_KEYWORDS.join(", ")))),
            },
            Item::Field { key, value, pos } => {
                if !matches!(key.as_str(), "abiversion" | "modname") {
                    return Err(err(*pos, format!("unknown field `{key}` at the top level")));
                }
                c.info.push((key.clone(), value.clone()))
            }
            Item::Word { text, pos } => {
                return Err(err(
                    *pos,
                    format!("expected a keyword followed by `{{`, found `{text}`"),
                ))
            }
        }
    }
    if c.kernels.is_empty() {
        return Err(err(0, "no `code { ... }` block: the file holds no kernel".into()));
    }
    Ok(c)
}

type SemErr = (usize, String);

fn read_code(body: &[Item], pos: usize, c: &mut Container) -> Result<(), SemErr> {
    let mut k = Kernel::default();
    let mut name = None;
    let mut banks = Vec::new();
    for item in body {
        match item {
            Item::Field { key, value, pos } => {
                let num = || number(key, value, *pos);
                match key.as_str() {
                    "name" => name = Some(value.clone()),
                    "lmem" => k.resources.lmem = Some(num()?),
                    "smem" => k.resources.smem = Some(num()?),
                    "reg" => k.resources.regs = Some(small(num()?, key, *pos)?),
                    "bar" => k.resources.bar = Some(small(num()?, key, *pos)?),
                    _ => k.attributes.push(Attribute {
                        name: key.clone(),
                        value: value.clone(),
                    }),
                }
            }
            Item::Block { key, items, pos } => match key.as_str() {
                "bincode" => k.code = words32(items, "bincode")?,
                "const" => banks.push(read_const(items, Some(*pos))?),
                _ => k.attributes.push(Attribute {
                    name: key.clone(),
                    value: render(items),
                }),
            },
            Item::Word { text, pos } => {
                return Err((*pos, format!("unexpected `{text}` in `code` block")))
            }
        }
    }
    k.name = name.ok_or((pos, "`code` block has no `name`".to_string()))?;
    for mut b in banks {
        b.kernel = Some(k.name.clone());
        c.const_banks.push(b);
    }
    c.kernels.push(k);
    Ok(())
}

/// A `consts` (module-wide, `kernel_pos` None) or `const` (inside `code`) block.
fn read_const(body: &[Item], kernel_pos: Option<usize>) -> Result<ConstBank, SemErr> {
    let mut b = ConstBank::default();
    let (mut name, mut segname, mut size) = (None, None, None);
    for item in body {
        match item {
            Item::Field { key, value, pos } => {
                let num = || number(key, value, *pos);
                match key.as_str() {
                    "name" => name = Some(value.clone()),
                    "segname" => segname = Some(value.clone()),
                    "segnum" => b.bank = Some(small(num()?, key, *pos)?),
                    "offset" => b.offset = num()?,
                    "bytes" => size = Some(num()?),
                    _ => {}
                }
            }
            Item::Block { key, items, .. } if key == "mem" => b.data = words32(items, "mem")?,
            Item::Block { key, pos, .. } => {
                return Err((
                    *pos,
                    format!("unexpected block `{key}` in constant segment"),
                ))
            }
            Item::Word { text, pos } => {
                return Err((*pos, format!("unexpected `{text}` in constant segment")))
            }
        }
    }
    // Module-wide segments are known by their variable name, per-kernel ones only by segment name.
    b.name = match kernel_pos {
        None => name.or(segname).unwrap_or_default(),
        Some(_) => segname.or(name).unwrap_or_default(),
    };
    b.size = size.unwrap_or(b.data.len() as u64);
    Ok(b)
}

/// A `reloc` block: a `__device__` variable (`name`, `bytes`) whose 32-bit address the loader writes at
/// `offset` of constant segment `segnum` (14 in nvcc's output), where the code loads it from. Its fields
/// are a constant segment's; a `mem` block would be its initial contents.
fn read_reloc(body: &[Item], pos: usize) -> Result<crate::DeviceVar, SemErr> {
    let b = read_const(body, None)?;
    let bank = b.bank.ok_or((pos, "`reloc` block without `segnum`".to_string()))?;
    Ok(crate::DeviceVar {
        name: b.name,
        size: b.size,
        init: b.data,
        refs: vec![crate::AddressRef { bank, offset: b.offset, bytes: 4, addend: 0 }],
    })
}

/// A field's number, kept as read in 64 bits (sizes and offsets are only shown, never added here).
/// Leading zeros are allowed; a value beyond 64 bits is an error that says so.
fn number(key: &str, value: &str, pos: usize) -> Result<u64, SemErr> {
    let (digits, radix) = match value.strip_prefix("0x").or_else(|| value.strip_prefix("0X")) {
        Some(h) => (h, 16),
        None => (value, 10),
    };
    if digits.is_empty() || !digits.chars().all(|c| c.is_digit(radix)) {
        return Err((pos, format!("`{key}` is not a number: `{value}`")));
    }
    let trimmed = digits.trim_start_matches('0');
    if trimmed.is_empty() {
        return Ok(0);
    }
    u64::from_str_radix(trimmed, radix)
        .map_err(|_| (pos, format!("`{key}` = `{value}` does not fit in 64 bits")))
}

fn small(v: u64, key: &str, pos: usize) -> Result<u32, SemErr> {
    u32::try_from(v).map_err(|_| (pos, format!("`{key}` is too large: {v}")))
}

/// Bare words of a block as 32-bit little-endian words.
fn words32(items: &[Item], what: &str) -> Result<Vec<u8>, SemErr> {
    let mut out = Vec::with_capacity(items.len() * 4);
    for item in items {
        match item {
            Item::Word { text, pos } => {
                let v = parse_num(text)
                    .filter(|&v| v <= u32::MAX as u64)
                    .ok_or((*pos, format!("`{text}` in `{what}` is not a 32-bit number")))?;
                out.extend_from_slice(&(v as u32).to_le_bytes());
            }
            Item::Field { pos, key, .. } | Item::Block { pos, key, .. } => {
                return Err((*pos, format!("unexpected `{key}` in `{what}`")))
            }
        }
    }
    Ok(out)
}

fn words(items: &[Item]) -> impl Iterator<Item = (&str, usize)> {
    items.iter().filter_map(|i| match i {
        Item::Word { text, pos } => Some((text.as_str(), *pos)),
        _ => None,
    })
}

/// `sampler ref2` for blocks with a name, else the key.
fn describe_key(key: &str, body: &[Item]) -> String {
    let name = body.iter().find_map(|i| match i {
        Item::Field { key, value, .. } if key == "name" => Some(value.as_str()),
        _ => None,
    });
    match name {
        Some(n) => format!("{key} {n}"),
        None => key.to_string(),
    }
}

/// A block's content on one line: `a = 1, b = 2, w1 w2, sub { ... }`.
fn render(items: &[Item]) -> String {
    let mut parts = Vec::new();
    for item in items {
        match item {
            Item::Field { key, value, .. } if key != "name" => {
                parts.push(format!("{key} = {value}"))
            }
            Item::Field { .. } => {}
            Item::Word { text, .. } => parts.push(text.clone()),
            Item::Block { key, items, .. } => parts.push(format!("{key} {{ {} }}", render(items))),
        }
    }
    parts.join(", ")
}

/// One element of the generic tree; `pos` is the byte offset of its first token.
#[derive(Debug)]
enum Item {
    Field {
        key: String,
        value: String,
        pos: usize,
    },
    Block {
        key: String,
        items: Vec<Item>,
        pos: usize,
    },
    Word {
        text: String,
        pos: usize,
    },
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Tok {
    Open,
    Close,
    Eq,
    Word,
    End,
}

struct Parser<'a> {
    src: &'a [u8],
    pos: usize,
}

impl Parser<'_> {
    fn error(&self, pos: usize, msg: String) -> ContainerError {
        let (line, col) = line_col(self.src, pos);
        ContainerError::TextCubin { line, col, msg }
    }

    /// The next token: kind, start, end. Words are runs of anything but blanks and `{}=`.
    fn next(&mut self) -> (Tok, usize, usize) {
        while self.pos < self.src.len() && self.src[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
        let start = self.pos;
        let Some(&b) = self.src.get(start) else {
            return (Tok::End, start, start);
        };
        let kind = match b {
            b'{' => Tok::Open,
            b'}' => Tok::Close,
            b'=' => Tok::Eq,
            _ => {
                while self.pos < self.src.len()
                    && !matches!(self.src[self.pos], b'{' | b'}' | b'=')
                    && !self.src[self.pos].is_ascii_whitespace()
                {
                    self.pos += 1;
                }
                return (Tok::Word, start, self.pos);
            }
        };
        self.pos += 1;
        (kind, start, self.pos)
    }

    fn peek(&mut self) -> (Tok, usize, usize) {
        let save = self.pos;
        let t = self.next();
        self.pos = save;
        t
    }

    fn text(&self, s: usize, e: usize) -> String {
        String::from_utf8_lossy(&self.src[s..e]).into_owned()
    }

    /// Items up to the `}` closing the block opened at `open` (or up to the end of input at top level).
    fn items(&mut self, depth: usize, open: Option<usize>) -> Result<Vec<Item>, ContainerError> {
        if depth > MAX_DEPTH {
            return Err(self.error(
                open.unwrap_or(0),
                format!("blocks nested deeper than {MAX_DEPTH}"),
            ));
        }
        let mut items = Vec::new();
        loop {
            let (tok, s, e) = self.next();
            match tok {
                Tok::End => {
                    return match open {
                        Some(o) => {
                            let (l, c) = line_col(self.src, o);
                            Err(self.error(s, format!("`{{` opened at {l}:{c} is not closed before the end of the file")))
                        }
                        None => Ok(items),
                    }
                }
                Tok::Close if open.is_some() => return Ok(items),
                Tok::Close => return Err(self.error(s, "unexpected `}` (no block is open)".into())),
                Tok::Open => return Err(self.error(s, "expected a keyword before `{`".into())),
                Tok::Eq => return Err(self.error(s, "expected a field name before `=`".into())),
                Tok::Word => {
                    let key = self.text(s, e);
                    match self.peek().0 {
                        Tok::Eq => {
                            self.next();
                            let (vt, vs, ve) = self.next();
                            if vt != Tok::Word {
                                return Err(
                                    self.error(vs, format!("expected a value after `{key} =`"))
                                );
                            }
                            items.push(Item::Field {
                                key,
                                value: self.text(vs, ve),
                                pos: s,
                            });
                        }
                        Tok::Open => {
                            let (_, os, _) = self.next();
                            let body = self.items(depth + 1, Some(os))?;
                            items.push(Item::Block {
                                key,
                                items: body,
                                pos: s,
                            });
                        }
                        _ => items.push(Item::Word { text: key, pos: s }),
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const GOOD: &str = "architecture {sm_10}\nabiversion {0}\nmodname {cubin}\n\
        consts {\n\tname = bla\n\tsegname = const\n\tsegnum = 0\n\toffset = 0\n\tbytes = 4\n\tmem {\n\t\t0x00000003\n\t}\n}\n\
        code {\n\tname = k\n\tlmem = 0\n\tsmem = 24\n\treg = 2\n\tbar = 0\n\tbincode {\n\t\t0x1000c805 0x0423c780 0000000000 0x1\n\t}\n\
        \tconst {\n\t\tsegname = const\n\t\tsegnum = 1\n\t\toffset = 0\n\t\tbytes = 4\n\t\tmem {\n\t\t\t0x4048f5c3\n\t\t}\n\t}\n}\n\
        sampler {\n\tname = ref1\n\ttexunit = 0\n}\n";

    #[test]
    fn a_misspelt_or_missing_code_block_is_an_error() {
        let e = read_text_cubin(GOOD.replacen("code {", "bode {", 1).as_bytes()).unwrap_err().to_string();
        assert!(e.contains("unknown block `bode`"), "{e}");
        let e = read_text_cubin(GOOD.replacen("code {", "codeeg = 3\nx {", 1).as_bytes()).unwrap_err().to_string();
        assert!(e.contains("codeeg"), "{e}");
        let no_code = GOOD.split("code {").next().unwrap();
        let e = read_text_cubin(no_code.as_bytes()).unwrap_err().to_string();
        assert!(e.contains("no `code"), "{e}");
    }

    #[test]
    fn reads_structure() {
        assert!(looks_like(GOOD));
        let c = read_text_cubin(GOOD.as_bytes()).unwrap();
        assert_eq!(c.arch, Some(ArchInfo::from_sm(10)));
        assert_eq!(c.kernels.len(), 1);
        let k = &c.kernels[0];
        assert_eq!(
            (
                k.name.as_str(),
                k.code.len(),
                k.resources.regs,
                k.resources.smem
            ),
            ("k", 16, Some(2), Some(24))
        );
        assert_eq!(c.const_banks.len(), 2);
        assert_eq!(c.const_banks[0].name, "bla");
        assert_eq!(c.const_banks[1].kernel.as_deref(), Some("k"));
        assert_eq!(c.const_banks[1].bank, Some(1));
        assert!(c
            .info
            .iter()
            .any(|(k, v)| k == "sampler ref1" && v == "texunit = 0"));
    }

    #[test]
    fn errors_have_positions() {
        let e = |s: &str| read_text_cubin(s.as_bytes()).unwrap_err().to_string();
        assert_eq!(
            e("architecture {sm_10}\ncode {\n  name = k\n"),
            "text cubin: `{` opened at 2:6 is not closed before the end of the file at 4:1"
        );
        assert_eq!(
            e("code { name = k }\n}"),
            "text cubin: unexpected `}` (no block is open) at 2:1"
        );
        assert_eq!(
            e("code { name = }"),
            "text cubin: expected a value after `name =` at 1:15"
        );
        assert_eq!(
            e("code { name = k bincode { 0xzz } }"),
            "text cubin: `0xzz` in `bincode` is not a 32-bit number at 1:27"
        );
        assert_eq!(
            e("code { reg = 2 }"),
            "text cubin: `code` block has no `name` at 1:1"
        );
        assert_eq!(
            e("architecture {sm_99x}"),
            "text cubin: unknown architecture `sm_99x` at 1:1"
        );
        assert!(e(&"a {".repeat(100)).contains("nested deeper"));
    }

    #[test]
    fn huge_numbers_are_kept_or_named() {
        let c = read_text_cubin(
            b"code { name = k lmem = 0xffffffffffffffff smem = 18446744073709551615 }\n\
              consts { name = c offset = 0xfffffffffffffffe bytes = 0x0000000000000000004 mem { 0x1 } }",
        )
        .unwrap();
        assert_eq!(c.kernels[0].resources.lmem, Some(u64::MAX));
        assert_eq!(c.kernels[0].resources.smem, Some(u64::MAX));
        assert_eq!((c.const_banks[0].offset, c.const_banks[0].size), (u64::MAX - 1, 4));
        let _ = c.summary().to_string();
        let e = |s: &str| read_text_cubin(s.as_bytes()).unwrap_err().to_string();
        assert_eq!(
            e("code { name = k\n lmem = 0x10000000000000000 }"),
            "text cubin: `lmem` = `0x10000000000000000` does not fit in 64 bits at 2:2"
        );
        assert_eq!(
            e("consts {\n\toffset = 99999999999999999999 }"),
            "text cubin: `offset` = `99999999999999999999` does not fit in 64 bits at 2:2"
        );
        assert_eq!(
            e("code { name = k reg = 4294967296 }"),
            "text cubin: `reg` is too large: 4294967296 at 1:17"
        );
    }

    #[test]
    fn bad_byte_is_named() {
        let e = crate::read(b"architecture {sm_10}\ncode {\n\tname = k\xe9\n}\n")
            .unwrap_err()
            .to_string();
        assert_eq!(
            e,
            "text cubin: byte 0xe9 at file offset 37 is not UTF-8 text at 3:10"
        );
    }
}
