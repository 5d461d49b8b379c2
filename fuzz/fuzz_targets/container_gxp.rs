//! The GXP reader on arbitrary bytes: errors are fine, panics and hangs are not. Inputs are given the GXP
//! magic so that the fuzzer spends its time past it.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut bytes = b"GXP\0".to_vec();
    bytes.extend_from_slice(data.get(4..).unwrap_or(&[]));
    if let Ok(c) = gpuisa_container::read_gxp(&bytes) {
        let _ = c.summary().to_string();
    }
});
