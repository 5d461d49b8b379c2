//! TLD against a texture bound to global memory, worked out by hand.

use super::rig::{bits, Rig};
use super::tex::Texture;
use crate::Fermi;

/// Word k of global memory from 0x100 holds 0x5000 + k; texture 2 is 8 elements there, of `channels`.
fn rig(channels: u8) -> Rig {
    let mut r = Rig::new(0x400);
    for k in 0..64 {
        r.global(0x100 + 4 * k, 0x5000 + k as u32);
    }
    r.textures = vec![None, None, Some(Texture { addr: 0x100, count: 8, channels })];
    r
}

#[test]
fn a_fetch_reads_the_element_its_coordinate_names() {
    let mut r = rig(1);
    // Coordinates 0..31 in R2: elements 0..7 exist, the others read zero; so does -1.
    let mut c: Vec<u32> = (0..32).collect();
    c[31] = u32::MAX;
    r.set(2, &c);
    r.run(bits("TLD.LZ.T R8, R2, 0x2, 1D, 0x1;"), u32::MAX).unwrap();
    let want: Vec<u32> = (0..32).map(|i| if i < 8 { 0x5000 + i } else { 0 }).collect();
    assert_eq!(r.get(8, 32), want);
}

#[test]
fn the_write_mask_takes_channels_in_order_into_consecutive_registers() {
    let mut r = rig(4);
    r.set(2, &[3, 9]);
    r.run(bits("TLD.LZ.T R8, R2, 0x2, 1D, 0xf;"), 0b11).unwrap();
    // Element 3 of four channels: words 12..15.
    assert_eq!([r.get(8, 1)[0], r.get(9, 1)[0], r.get(10, 1)[0], r.get(11, 1)[0]], [0x500c, 0x500d, 0x500e, 0x500f]);
    // Element 9 is beyond the 8: zeros.
    assert_eq!([r.get(8, 2)[1], r.get(11, 2)[1]], [0, 0]);
    // Two channels asked of a one-channel texture: the second reads zero.
    let mut r = rig(1);
    r.set(2, &[5]);
    r.run(bits("TLD.LZ.T R8, R2, 0x2, 1D, 0x3;"), 1).unwrap();
    assert_eq!((r.get(8, 1)[0], r.get(9, 1)[0]), (0x5005, 0));
}

#[test]
fn an_unbound_texture_stops_the_run_and_other_variants_are_refused() {
    let mut r = rig(1);
    let e = r.run(bits("TLD.LZ.T R8, R2, 0x1, 1D, 0x1;"), 1).unwrap_err();
    assert!(e.contains("space: 116"), "{e}");
    for text in ["TLD.LZ.T R8, R2, 0x2, 2D, 0x1;", "TLD.LL.T R8, R2, R4, 0x2, 0x0, 1D, 0x1;", "TLD.LZ.T R8, R2, 0x2, 1D, 0x5;"] {
        let insn = Fermi::default().decode_bits(bits(text));
        assert!(super::lower::lower(&insn, 0, 64).is_err(), "{text} lowers");
    }
}
