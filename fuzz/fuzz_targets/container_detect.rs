//! Detection and the whole reader (every format) on arbitrary bytes.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let format = gpuisa_container::detect(data);
    if let Ok(c) = gpuisa_container::read(data) {
        assert_eq!(c.format, format);
        let _ = c.summary().to_string();
    }
});
