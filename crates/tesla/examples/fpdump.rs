use flate2::read::GzDecoder;
use gpuisa_core::Isa;
use gpuisa_tesla::{ProgramType, Tesla, Variant};
use std::io::{BufRead, BufReader};
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let n: usize = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(20);
    let tesla = Tesla::new(Variant::G80, ProgramType::Compute);
    let r = BufReader::new(GzDecoder::new(std::fs::File::open(&args[1]).unwrap()));
    for line in r.lines().take(n) {
        let c: serde_json::Value = serde_json::from_str(&line.unwrap()).unwrap();
        let op1 = u32::from_str_radix(c["op1"].as_str().unwrap(), 16).unwrap();
        let op2 = u32::from_str_radix(c["op2"].as_str().unwrap(), 16).unwrap();
        let w = (op2 as u64) << 32 | op1 as u64;
        let bytes = if op1 & 1 == 0 { (op1).to_le_bytes().to_vec() } else { w.to_le_bytes().to_vec() };
        let mut text = String::new();
        match tesla.decode(&bytes, 0) {
            Ok(insn) => {
                tesla.format(&insn, 0, &mut text);
                let bits = if op1 & 1 == 0 { op1 as u64 } else { w };
                let hw = tesla.hardware_bits(bits);
                let mut t2 = String::new();
                if hw != bits { tesla.format(&tesla.decode_bits(hw), 0, &mut t2); }
                println!("{} {op1:08x} {op2:08x}  {text}   || {t2}", c["case"]);
            }
            Err(e) => println!("{} {op1:08x} {op2:08x}  ERR {e}", c["case"]),
        }
    }
}
