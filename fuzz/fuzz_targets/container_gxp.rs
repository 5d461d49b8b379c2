//! The GXP reader on arbitrary bytes: errors are fine, panics and hangs are not. Inputs are given the GXP
//! magic so that the fuzzer spends its time past it. A file that reads also has its programs replaced
//! (`as --replace-in`): by themselves (the same programs must come back) and by longer and shorter code
//! (an error or a file that reads back with the new program).
#![no_main]
use gpuisa_container::{read_gxp, replace_gxp_program, GxpProgram};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut bytes = b"GXP\0".to_vec();
    bytes.extend_from_slice(data.get(4..).unwrap_or(&[]));
    let Ok(c) = read_gxp(&bytes) else { return };
    let _ = c.summary().to_string();
    for (which, k) in [(GxpProgram::Secondary, 0), (GxpProgram::Primary, 1)] {
        let old = &c.kernels[k].code;
        // Counts and end offsets that disagree come back made consistent: the same contents.
        if let Ok(same) = replace_gxp_program(&bytes, which, old) {
            let back = read_gxp(&same).expect("a replaced file reads");
            assert_eq!(back.kernels[0].code, c.kernels[0].code);
            assert_eq!(back.kernels[1].code, c.kernels[1].code);
        }
        let longer: Vec<u8> = old.iter().copied().chain([0xfa; 16]).collect();
        for new in [&longer[..], &old[..old.len() / 16 * 8]] {
            if let Ok(out) = replace_gxp_program(&bytes, which, new) {
                let back = read_gxp(&out).expect("a replaced file reads");
                assert_eq!(&back.kernels[k].code, new);
            }
        }
    }
});
