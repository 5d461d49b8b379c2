//! Assembles text and reports errors with line and column:
//! `cargo run -p gpuisa --example assemble -- fermi FILE.s` (prints the bytes as hex).

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let (arch, path) = (args.next().ok_or("usage: assemble ARCH FILE")?, args.next().ok_or("usage: assemble ARCH FILE")?);
    let src = std::fs::read_to_string(&path)?;
    match gpuisa::Assembler::new(arch.parse()?).assemble(&src, 0) {
        Ok(out) => {
            let hex: String = out.bytes.iter().map(|b| format!("{b:02x}")).collect();
            println!("{hex}");
            Ok(())
        }
        Err(gpuisa::Error::Assembly(diags)) => {
            for d in diags {
                eprintln!("{path}:{d}");
            }
            std::process::exit(1);
        }
        Err(e) => Err(e.into()),
    }
}
