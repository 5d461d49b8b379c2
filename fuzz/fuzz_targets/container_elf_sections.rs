//! The ELF cubin reader on section tables the fuzzer shapes: the input chooses the class (32/64-bit), the
//! kernels' code, `.nv.info` and constant bytes, and overrides any field of any section header (type,
//! flags, offset, size, name, link, info, entsize), of the symbols and of e_shstrndx. The file around
//! them (magic, EM_CUDA, a coherent layout) is built here, so the fuzzer spends its time on the tables.
#![no_main]
use libfuzzer_sys::fuzz_target;

/// Reads the input front to back; zeros once it runs out.
struct Input<'a>(&'a [u8]);

impl Input<'_> {
    fn u8(&mut self) -> u8 {
        let (b, rest) = self.0.split_first().map_or((0, &[][..]), |(b, r)| (*b, r));
        self.0 = rest;
        b
    }
    fn u32(&mut self) -> u32 {
        u32::from_le_bytes([self.u8(), self.u8(), self.u8(), self.u8()])
    }
    fn u64(&mut self) -> u64 {
        self.u32() as u64 | (self.u32() as u64) << 32
    }
    /// A small value most of the time, any 64-bit value sometimes (offsets and sizes near the file's
    /// are what find range bugs; huge ones find overflows).
    fn num(&mut self) -> u64 {
        match self.u8() % 4 {
            0 => self.u64(),
            1 => self.u32() as u64,
            _ => self.u8() as u64 * 4,
        }
    }
    fn bytes(&mut self, max: usize) -> Vec<u8> {
        let n = (self.u8() as usize).min(max).min(self.0.len());
        let (b, rest) = self.0.split_at(n);
        self.0 = rest;
        b.to_vec()
    }
}

#[derive(Clone, Default)]
struct Section {
    name: u32,
    ty: u32,
    flags: u64,
    offset: u64,
    size: u64,
    link: u32,
    info: u32,
    entsize: u64,
    data: Vec<u8>,
}

fuzz_target!(|data: &[u8]| {
    let mut inp = Input(data);
    let head = inp.u8();
    let is64 = head & 1 != 0;
    let kernels = 1 + (head >> 1) as usize % 3;

    // Names: section names in .shstrtab, kernel symbol names in .strtab.
    let mut shstr = b"\0".to_vec();
    let mut name = |s: &str| {
        let at = shstr.len() as u32;
        shstr.extend_from_slice(s.as_bytes());
        shstr.push(0);
        at
    };
    let mut secs = vec![Section::default()];
    let shstrtab = name(".shstrtab");
    let strtab_name = name(".strtab");
    let symtab_name = name(".symtab");
    let info_name = name(".nv.info");
    let mut per_kernel = Vec::new();
    for k in 0..kernels {
        per_kernel.push([
            name(&format!(".text.k{k}")),
            name(&format!(".nv.info.k{k}")),
            name(&format!(".nv.constant0.k{k}")),
        ]);
    }
    secs.push(Section { name: shstrtab, ty: 3, ..Default::default() });
    let mut strtab = b"\0".to_vec();
    let mut sym_names = Vec::new();
    for k in 0..kernels {
        sym_names.push(strtab.len() as u32);
        strtab.extend_from_slice(format!("k{k}\0").as_bytes());
    }
    secs.push(Section { name: strtab_name, ty: 3, data: strtab, ..Default::default() });
    secs.push(Section { name: symtab_name, ty: 2, link: 2, info: 1, entsize: if is64 { 24 } else { 16 }, ..Default::default() });
    secs.push(Section { name: info_name, ty: 0x7000_0000, data: inp.bytes(64), ..Default::default() });
    let mut text_index = Vec::new();
    for names in &per_kernel {
        text_index.push(secs.len() as u32);
        let mut code = inp.bytes(64);
        code.truncate(code.len() / 8 * 8);
        secs.push(Section { name: names[0], ty: 1, flags: 6, info: 8 << 24, data: code, ..Default::default() });
        secs.push(Section { name: names[1], ty: 0x7000_0000, data: inp.bytes(48), ..Default::default() });
        secs.push(Section { name: names[2], ty: 1, flags: 2, data: inp.bytes(32), ..Default::default() });
    }
    // Up to two more sections of the fuzzer's choosing (NOBITS, unknown types, duplicates...).
    for _ in 0..inp.u8() % 3 {
        let n = inp.u32() % (shstr.len() as u32 + 4);
        secs.push(Section { name: n, ty: inp.u32() % 16, data: inp.bytes(16), ..Default::default() });
    }
    secs[1].data = shstr;

    // Symbols: the null one, then each kernel's function symbol; the fuzzer may move or rename them.
    let mut symtab = Vec::new();
    let sym = |out: &mut Vec<u8>, name: u32, info: u8, shndx: u16, size: u64| {
        if is64 {
            out.extend_from_slice(&name.to_le_bytes());
            out.extend_from_slice(&[info, 0]);
            out.extend_from_slice(&shndx.to_le_bytes());
            out.extend_from_slice(&0u64.to_le_bytes());
            out.extend_from_slice(&size.to_le_bytes());
        } else {
            out.extend_from_slice(&name.to_le_bytes());
            out.extend_from_slice(&0u32.to_le_bytes());
            out.extend_from_slice(&(size as u32).to_le_bytes());
            out.extend_from_slice(&[info, 0]);
            out.extend_from_slice(&shndx.to_le_bytes());
        }
    };
    sym(&mut symtab, 0, 0, 0, 0);
    for k in 0..kernels {
        let m = inp.u8();
        let name = if m & 1 != 0 { inp.u32() % 16 } else { sym_names[k] };
        let info = if m & 2 != 0 { inp.u8() } else { 0x12 };
        let shndx = if m & 4 != 0 { inp.u8() as u16 } else { text_index[k] as u16 };
        sym(&mut symtab, name, info, shndx, secs[text_index[k] as usize].data.len() as u64);
    }
    secs[3].data = symtab;

    // Layout: header, section data back to back, then the section header table.
    let ehsize = if is64 { 64 } else { 52 };
    let mut file = vec![0u8; ehsize];
    for s in secs.iter_mut().skip(1) {
        s.offset = file.len() as u64;
        s.size = s.data.len() as u64;
        file.extend_from_slice(&s.data);
    }
    // Header overrides, one mask byte per section: bit i replaces field i with the fuzzer's value.
    for s in secs.iter_mut() {
        let m = inp.u8();
        if m == 0 {
            continue;
        }
        if m & 1 != 0 { s.ty = inp.u32() }
        if m & 2 != 0 { s.flags = inp.num() }
        if m & 4 != 0 { s.offset = inp.num() }
        if m & 8 != 0 { s.size = inp.num() }
        if m & 16 != 0 { s.name = inp.u32() % 64 }
        if m & 32 != 0 { s.link = inp.u8() as u32 }
        if m & 64 != 0 { s.info = inp.u32() }
        if m & 128 != 0 { s.entsize = inp.num() }
    }
    let shstrndx = if head & 0x80 != 0 { inp.u8() as u16 } else { 1 };
    let shoff = file.len() as u64;
    let w = |f: &mut Vec<u8>, v: u64| {
        if is64 { f.extend_from_slice(&v.to_le_bytes()) } else { f.extend_from_slice(&(v as u32).to_le_bytes()) }
    };
    for s in &secs {
        file.extend_from_slice(&s.name.to_le_bytes());
        file.extend_from_slice(&s.ty.to_le_bytes());
        w(&mut file, s.flags);
        w(&mut file, 0); // sh_addr
        w(&mut file, s.offset);
        w(&mut file, s.size);
        file.extend_from_slice(&s.link.to_le_bytes());
        file.extend_from_slice(&s.info.to_le_bytes());
        w(&mut file, 4); // sh_addralign
        w(&mut file, s.entsize);
    }
    // What is left of the input is appended: trailing bytes, or room for offsets past the table.
    file.extend_from_slice(inp.0);

    let h = &mut file[..ehsize];
    h[..4].copy_from_slice(b"\x7fELF");
    h[4] = if is64 { 2 } else { 1 };
    h[5] = 1; // little-endian
    h[6] = 1;
    h[16..18].copy_from_slice(&2u16.to_le_bytes());
    h[18..20].copy_from_slice(&190u16.to_le_bytes());
    h[20..24].copy_from_slice(&1u32.to_le_bytes());
    let n = secs.len() as u16;
    if is64 {
        h[40..48].copy_from_slice(&shoff.to_le_bytes());
        h[48..52].copy_from_slice(&0x0014_0114u32.to_le_bytes()); // sm_20
        h[52..54].copy_from_slice(&64u16.to_le_bytes());
        h[58..60].copy_from_slice(&64u16.to_le_bytes());
        h[60..62].copy_from_slice(&n.to_le_bytes());
        h[62..64].copy_from_slice(&shstrndx.to_le_bytes());
    } else {
        h[32..36].copy_from_slice(&(shoff as u32).to_le_bytes());
        h[36..40].copy_from_slice(&0x000a_010au32.to_le_bytes()); // sm_10
        h[40..42].copy_from_slice(&52u16.to_le_bytes());
        h[46..48].copy_from_slice(&40u16.to_le_bytes());
        h[48..50].copy_from_slice(&n.to_le_bytes());
        h[50..52].copy_from_slice(&shstrndx.to_le_bytes());
    }
    if let Ok(c) = gpuisa_container::read(&file) {
        let _ = c.summary().to_string();
        // What the reader promises: every kernel has code, and that code is bytes of the file.
        for k in &c.kernels {
            assert!(!k.code.is_empty(), "kernel {} without code", k.name);
            assert!(file.windows(k.code.len()).any(|w| w == k.code), "kernel {}: code not in the file", k.name);
        }
    }
});
