//! Lists every kernel of a container with typed operands: `cargo run -p gpuisa --example disasm -- FILE`.

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let path = std::env::args().nth(1).ok_or("usage: disasm FILE (an ELF or text cubin, or a GXP)")?;
    let c = gpuisa::Container::open(&path)?;
    let arch = c.arch().ok_or("the file does not say its architecture")?;
    let d = gpuisa::Disassembler::new(arch);
    for k in c.kernels() {
        println!("{} ({arch}, {} bytes):", k.name, k.code.len());
        for i in d.disasm(&k.code, k.base_addr) {
            let i = i?;
            let regs = i.operands.iter().filter(|o| o["kind"] == "register").count();
            println!("  {:#06x}  {:<40} {} register operand(s){}", i.address, i.text, regs, if i.flow.is_empty() { String::new() } else { format!(", flow: {}", i.flow.join(" ")) });
        }
    }
    Ok(())
}
