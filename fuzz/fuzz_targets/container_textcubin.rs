//! The text cubin parser on arbitrary bytes.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(c) = gpuisa_container::read_text_cubin(data) {
        let _ = c.summary().to_string();
    }
});
