//! Prints the JSON model of each instruction of a container, one object a line:
//! `cargo run -p gpuisa --example json -- FILE`.

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let path = std::env::args().nth(1).ok_or("usage: json FILE")?;
    let c = gpuisa::Container::open(&path)?;
    let d = gpuisa::Disassembler::new(c.arch().ok_or("the file does not say its architecture")?);
    for k in c.kernels() {
        for i in d.disasm(&k.code, k.base_addr) {
            println!("{}", serde_json::Value::Object(i?.json().clone()));
        }
    }
    Ok(())
}
