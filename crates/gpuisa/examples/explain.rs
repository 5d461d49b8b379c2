//! Explains one instruction's fields: `cargo run -p gpuisa --example explain -- fermi 2800440400005de4`.

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let arch: gpuisa::Arch = args.next().ok_or("usage: explain ARCH HEX")?.parse()?;
    let word = u64::from_str_radix(&args.next().ok_or("usage: explain ARCH HEX")?, 16)?;
    let len = match arch {
        gpuisa::Arch::Tesla if word & 1 == 0 => 4,
        gpuisa::Arch::Fermi if word & 8 != 0 => 4,
        gpuisa::Arch::Isa30 => 4,
        _ => 8,
    };
    let e = gpuisa::explain::explain_bytes(arch, &word.to_le_bytes()[..len])?;
    println!("{}", e.text);
    for f in &e.ex.fields {
        println!("  {:<12} {:<28} {:#x}  {}", gpuisa::explain::bit_ranges(f.mask), f.name, f.value, f.meaning);
    }
    Ok(())
}
