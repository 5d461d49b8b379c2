//! Replaces a kernel of a cubin by the same code with `extra` NOPs after it (the kernel grows; what follows
//! moves): `cargo run -p gpuisa --example patch -- IN.cubin KERNEL OUT.cubin`.

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let a: Vec<String> = std::env::args().skip(1).collect();
    let [input, kernel, output] = &a[..] else { return Err("usage: patch IN.cubin KERNEL OUT.cubin".into()) };
    let mut c = gpuisa::Container::open(input)?;
    let arch = c.arch().ok_or("no architecture")?;
    let nop = match arch {
        gpuisa::Arch::Fermi => "NOP CC.T;",
        gpuisa::Arch::Tesla => "nop",
        _ => return Err("a Tesla or Fermi cubin".into()),
    };
    let old = c.kernel(kernel).ok_or("no such kernel")?.code.clone();
    let mut code = old.clone();
    code.extend(gpuisa::Assembler::new(arch).assemble(nop, 0)?.bytes);
    for note in c.replace(kernel, &code)? {
        eprintln!("note: {note}");
    }
    c.save(output)?;
    println!("{kernel}: {} -> {} bytes", old.len(), code.len());
    Ok(())
}
