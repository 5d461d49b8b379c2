//! Writes each kernel's control-flow graph as Graphviz DOT: `cargo run -p gpuisa --example cfg -- FILE | dot -Tsvg`.

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let path = std::env::args().nth(1).ok_or("usage: cfg FILE")?;
    let c = gpuisa::Container::open(&path)?;
    let arch = c.arch().ok_or("the file does not say its architecture")?;
    let kernels: Vec<gpuisa::cfg_dot::Kernel> =
        c.kernels().iter().map(|k| gpuisa::cfg_dot::Kernel { name: &k.name, code: &k.code, base: k.base_addr }).collect();
    let mut out = std::io::stdout().lock();
    gpuisa::with_target!(gpuisa::Target::new(arch), |isa| gpuisa::cfg_dot::write(&isa, &path, &kernels, &mut out))?;
    Ok(())
}
