use gpuisa_core::Isa;
fn main() {
    let t = gpuisa_tesla::Tesla::new(gpuisa_tesla::Variant::G80, gpuisa_tesla::ProgramType::Compute);
    let mut seen = std::collections::BTreeSet::new();
    for line in std::io::stdin().lines() {
        let line = line.unwrap();
        let ws: Vec<u32> = line.split_whitespace().filter_map(|w| u32::from_str_radix(w, 16).ok()).collect();
        let mut b = Vec::new();
        for w in &ws { b.extend_from_slice(&w.to_le_bytes()); }
        let Ok(insn) = t.decode(&b, 0) else { continue };
        let mut s = String::new();
        t.format(&insn, 0, &mut s);
        let words = insn.words(gpuisa_tesla::encoding::ROOT);
        let key = format!("{:?}", words);
        if seen.insert(key) { println!("{s}\n   {:?}\n   {:?}", words, insn.operands()); }
    }
}
