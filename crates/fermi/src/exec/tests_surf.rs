//! SULD.B and SUST.B on bound surfaces, worked out by hand from PTX's suld.b/sust.b (byte x).

use super::rig::{bits, Rig};
use super::surf::Surface;
use super::texel::{Dim, Format, Image};
use crate::Fermi;
use gpuisa_simt::Flow;
use std::sync::Arc;

/// A rig with a zeroed `format` surface of `w` x `h` at slot 2.
fn rig(format: &str, w: u32, h: u32) -> (Rig, Arc<Surface>) {
    let dim = if h > 1 { Dim::D2 } else { Dim::D1 };
    let img = Image::new(Format::parse(format).unwrap(), dim, false, w, h, 1, 1).unwrap();
    let s = Arc::new(Surface::new(img));
    let mut r = Rig::new(0x100);
    r.surfaces = vec![None, None, Some(s.clone())];
    (r, s)
}

#[test]
fn sust_then_suld_round_trip() {
    // r32ui 4x2: rows of 16 bytes. Lane l stores 0x100 + l at byte x = 4 (l % 4), row l / 4.
    let (mut r, s) = rig("r32ui", 4, 2);
    let lanes: Vec<u32> = (0..8).collect();
    r.set(2, &lanes.iter().map(|l| 4 * (l % 4)).collect::<Vec<_>>());
    r.set(3, &lanes.iter().map(|l| l / 4).collect::<Vec<_>>());
    r.set(4, &lanes.iter().map(|l| 0x100 + l).collect::<Vec<_>>());
    assert!(matches!(r.run(bits("SUST.B.2D.ZERO [0x2], R2, R4;"), 0xff), Ok(Flow::Next)));
    // Byte 16 y + x holds lane (4 y + x / 4)'s value: lane 6 at byte 24.
    let data = s.image.lock().unwrap().data.clone();
    assert_eq!(u32::from_le_bytes(data[24..28].try_into().unwrap()), 0x106);
    // Read back in reverse: lane l reads lane 7 - l's texel.
    r.set(2, &lanes.iter().map(|l| 4 * ((7 - l) % 4)).collect::<Vec<_>>());
    r.set(3, &lanes.iter().map(|l| (7 - l) / 4).collect::<Vec<_>>());
    next(r.run(bits("SULD.B.2D.ZERO R8, [0x2], R2;"), 0xff));
    assert_eq!(r.get(8, 8), lanes.iter().map(|l| 0x107 - l).collect::<Vec<_>>());
}

#[test]
fn sizes_extend_and_wide_accesses_use_register_pairs() {
    let (mut r, s) = rig("rgba8", 4, 1);
    // 64 bits at byte 8: R4 low word, R5 high word.
    r.set(2, &[8]);
    r.set(4, &[0x8070_60f0]);
    r.set(5, &[0x1122_3344]);
    next(r.run(bits("SUST.B.1D.64.ZERO [0x2], R2, R4;"), 1));
    assert_eq!(&s.image.lock().unwrap().data[8..16], &[0xf0, 0x60, 0x70, 0x80, 0x44, 0x33, 0x22, 0x11]);
    // Byte 8 is 0xf0: U8 reads 0xf0, S8 0xfffffff0; bytes 10-11 are 0x8070: S16 0xffff8070.
    next(r.run(bits("SULD.B.1D.U8.ZERO R6, [0x2], R2;"), 1));
    assert_eq!(r.get(6, 1), vec![0xf0]);
    next(r.run(bits("SULD.B.1D.S8.ZERO R6, [0x2], R2;"), 1));
    assert_eq!(r.get(6, 1), vec![0xffff_fff0]);
    r.set(2, &[10]);
    next(r.run(bits("SULD.B.1D.S16.ZERO R6, [0x2], R2;"), 1));
    assert_eq!(r.get(6, 1), vec![0xffff_8070]);
    r.set(2, &[8]);
    next(r.run(bits("SULD.B.1D.64.ZERO R6, [0x2], R2;"), 1));
    assert_eq!((r.get(6, 1), r.get(7, 1)), (vec![0x8070_60f0], vec![0x1122_3344]));
}

#[test]
fn out_of_range_zero_traps_and_misalignment() {
    let (mut r, s) = rig("r32ui", 2, 1);
    // Byte 8 of an 8-byte row: .ZERO loads 0 and drops the store; -4 likewise.
    r.set(2, &[8, u32::MAX - 3]);
    r.set(4, &[5, 6]);
    next(r.run(bits("SUST.B.1D.ZERO [0x2], R2, R4;"), 0b11));
    assert!(s.image.lock().unwrap().data.iter().all(|&b| b == 0));
    r.set(6, &[9, 9]);
    next(r.run(bits("SULD.B.1D.ZERO R6, [0x2], R2;"), 0b11));
    assert_eq!(r.get(6, 2), vec![0, 0]);
    // .TRAP stops the kernel.
    assert!(matches!(r.run(bits("SULD.B.1D.TRAP R6, [0x2], R2;"), 1), Ok(Flow::Trap)));
    // Byte 2 for a 32-bit access: refused.
    r.set(2, &[2]);
    assert!(matches!(r.run(bits("SULD.B.1D.ZERO R6, [0x2], R2;"), 1), Ok(Flow::Refuse(_))));
    // An unbound slot faults.
    assert!(r.run(bits("SULD.B.1D.ZERO R6, [0x1], R2;"), 1).is_err());
}

#[test]
fn undocumented_surface_forms_are_refused_at_load() {
    for (text, why) in [
        ("SULD.B.1D.CLAMP R6, [0x2], R2;", "CLAMP"),
        ("SULD.B.1D.ZERO R6, [R4], R2;", "register"),
        ("SUST.P.2D.ZERO [0x2], R2, R4, 0xf;", "SUST.P"),
    ] {
        let insn = Fermi::default().decode_bits(bits(text));
        let e = super::lower::lower(&insn, 0, 64).unwrap_err();
        assert!(e.contains(why), "{text}: {e}");
    }
    // SURED, SUQ, SULEA by their forms (class 5 opcodes 0x36, 0x39, 0x3c).
    for (op, why) in [(0x36u64, "SURED"), (0x39, "SUQ"), (0x3c, "SULEA")] {
        let insn = Fermi::default().decode_bits(5 | 7 << 10 | op << 58 | 1 << 46 | 1 << 32);
        let e = super::lower::lower(&insn, 0, 64).unwrap_err();
        assert!(e.contains(why), "{e}");
    }
}

/// The instruction ran to its end (not refused, not trapped).
fn next(r: Result<Flow, String>) {
    assert!(matches!(r, Ok(Flow::Next)), "{r:?}");
}
