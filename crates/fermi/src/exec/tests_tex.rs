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
    next(r.run(bits("TLD.LZ.T R8, R2, 0x2, 1D, 0x1;"), u32::MAX));
    let want: Vec<u32> = (0..32).map(|i| if i < 8 { 0x5000 + i } else { 0 }).collect();
    assert_eq!(r.get(8, 32), want);
}

#[test]
fn the_write_mask_takes_channels_in_order_into_consecutive_registers() {
    let mut r = rig(4);
    r.set(2, &[3, 9]);
    next(r.run(bits("TLD.LZ.T R8, R2, 0x2, 1D, 0xf;"), 0b11));
    // Element 3 of four channels: words 12..15.
    assert_eq!([r.get(8, 1)[0], r.get(9, 1)[0], r.get(10, 1)[0], r.get(11, 1)[0]], [0x500c, 0x500d, 0x500e, 0x500f]);
    // Element 9 is beyond the 8: zeros.
    assert_eq!([r.get(8, 2)[1], r.get(11, 2)[1]], [0, 0]);
    // Two channels asked of a one-channel texture: the second reads zero.
    let mut r = rig(1);
    r.set(2, &[5]);
    next(r.run(bits("TLD.LZ.T R8, R2, 0x2, 1D, 0x3;"), 1));
    assert_eq!((r.get(8, 1)[0], r.get(9, 1)[0]), (0x5005, 0));
}

#[test]
fn an_unbound_texture_stops_the_run_and_other_variants_are_refused() {
    let mut r = rig(1);
    let e = r.run(bits("TLD.LZ.T R8, R2, 0x1, 1D, 0x1;"), 1).unwrap_err();
    assert!(e.contains("space: 116"), "{e}");
    // A 2D fetch from a linear binding stops the run (tex1Dfetch reads linear memory in 1D only).
    assert!(matches!(r.run(bits("TLD.LZ.T R8, R2, 0x2, 2D, 0x1;"), 1), Ok(gpuisa_simt::Flow::Refuse(_))));
    for text in ["TLD.LL.T R8, R2, R4, 0x2, 0x0, 1D, 0x1;", "TLD.LZ.T R8, R2, 0x2, 1D, 0x5;"] {
        let insn = Fermi::default().decode_bits(bits(text));
        assert!(super::lower::lower(&insn, 0, 64).is_err(), "{text} lowers");
    }
}


use super::sampler::{Address, Filter, Sampler};
use super::tex::Bound;
use super::texel::{Dim, Format, Image};
use gpuisa_simt::Flow;
use std::sync::Arc;

/// An image of `format` whose texels are `words` (little-endian 32-bit words laid in order).
fn image(format: &str, dim: Dim, array: bool, size: [u32; 4], words: &[u32]) -> Image {
    let mut img = Image::new(Format::parse(format).unwrap(), dim, array, size[0], size[1], size[2], size[3]).unwrap();
    for (k, w) in words.iter().enumerate() {
        img.data[4 * k..4 * k + 4].copy_from_slice(&w.to_le_bytes());
    }
    img
}

/// A rig with `img` at texture 1 and `sampler` at sampler 2.
fn bound(img: Image, sampler: Sampler) -> Rig {
    let mut r = Rig::new(0x100);
    r.images = vec![None, Some(Arc::new(Bound { image: img }))];
    r.samplers = vec![Sampler::default(), Sampler::default(), sampler];
    r
}

fn f(v: f32) -> u32 {
    v.to_bits()
}

#[test]
fn tex_2d_linear_filters_two_by_two_texels_with_8_bit_weights() {
    // r32f 2x2: T[0,0] = 0, T[1,0] = 1, T[0,1] = 2, T[1,1] = 4.
    let img = image("r32f", Dim::D2, false, [2, 2, 1, 1], &[f(0.0), f(1.0), f(2.0), f(4.0)]);
    let mut r = bound(img, Sampler { filter: Filter::Linear, address: Address::Clamp, normalized: false });
    // Lane 0 at (1, 1): a = b = 0.5: 7/4. Lane 1 at (0.75, 1.25): a = 0.25, b = 0.75: 1.9375.
    // Lane 2 at (1.5, 0.5): a = 0, b = 0: T[1,0] = 1.
    r.set(2, &[f(1.0), f(0.75), f(1.5)]);
    r.set(3, &[f(1.0), f(1.25), f(0.5)]);
    assert!(matches!(r.run(bits("TEX.LZ.T R4, R2, 0x1, 0x2, 2D, 0x1;"), 0b111), Ok(Flow::Next)));
    assert_eq!(r.get(4, 3), vec![f(1.75), f(1.9375), f(1.0)]);
    // Normalised 0.5 of 2 texels is 1.0: the same as lane 0.
    let img = image("r32f", Dim::D2, false, [2, 2, 1, 1], &[f(0.0), f(1.0), f(2.0), f(4.0)]);
    let mut r = bound(img, Sampler { filter: Filter::Linear, address: Address::Clamp, normalized: true });
    r.set(2, &[f(0.5)]);
    r.set(3, &[f(0.5)]);
    next(r.run(bits("TEX.T R4, R2, 0x1, 0x2, 2D, 0x1;"), 1));
    assert_eq!(r.get(4, 1), vec![f(1.75)]);
}

#[test]
fn tex_reads_unorm8_as_c_over_255_and_filters_it() {
    // rgba8 2x1: texel 0 = (0, 0, 51, 255), texel 1 = (255, 0, 0, 255).
    let img = image("rgba8", Dim::D2, false, [2, 1, 1, 1], &[0xff33_0000, 0xff00_00ff]);
    let mut r = bound(img.clone(), Sampler::default());
    // Point at (0.5, 0.5): texel 0: 0, 0, 51/255 = 0.2 (the f32 nearest it, 0x3e4ccccd), 1.
    r.set(2, &[f(0.5)]);
    r.set(3, &[f(0.5)]);
    next(r.run(bits("TEX.LZ.T R4, R2, 0x1, 0x2, 2D, 0xf;"), 1));
    assert_eq!([r.get(4, 1)[0], r.get(5, 1)[0], r.get(6, 1)[0], r.get(7, 1)[0]], [0, 0, 0x3e4c_cccd, f(1.0)]);
    // Linear at x = 1.0 between red 0 and 1: 0.5; alpha 1 and 1: 1.
    let mut r = bound(img, Sampler { filter: Filter::Linear, address: Address::Clamp, normalized: false });
    r.set(2, &[f(1.0)]);
    r.set(3, &[f(0.5)]);
    next(r.run(bits("TEX.LZ.T R4, R2, 0x1, 0x2, 2D, 0xf;"), 1));
    assert_eq!([r.get(4, 1)[0], r.get(7, 1)[0]], [f(0.5), f(1.0)]);
}

#[test]
fn tex_address_modes_at_out_of_range_coordinates() {
    // r32ui 4x1: 10, 20, 30, 40.
    let texels = [10, 20, 30, 40];
    let run = |address, normalized, x: f32| {
        let img = image("r32ui", Dim::D2, false, [4, 1, 1, 1], &texels);
        let mut r = bound(img, Sampler { filter: Filter::Point, address, normalized });
        r.set(2, &[f(x)]);
        r.set(3, &[f(0.0)]);
        match r.run(bits("TEX.LZ.T R4, R2, 0x1, 0x2, 2D, 0x1;"), 1) {
            Ok(Flow::Next) => Ok(r.get(4, 1)[0]),
            Ok(Flow::Refuse(why)) => Err(why),
            other => panic!("{other:?}"),
        }
    };
    assert_eq!(run(Address::Clamp, false, -3.0), Ok(10));
    assert_eq!(run(Address::Clamp, false, 9.0), Ok(40));
    assert_eq!(run(Address::Border, false, -0.5), Ok(0));
    assert_eq!(run(Address::Border, false, 4.0), Ok(0));
    assert_eq!(run(Address::Wrap, true, 1.25), Ok(20));
    assert_eq!(run(Address::Wrap, true, -0.25), Ok(40));
    assert_eq!(run(Address::Mirror, true, 1.125), Ok(40));
    assert_eq!(run(Address::Mirror, true, -0.125), Ok(10));
    assert!(run(Address::Wrap, false, 1.0).is_err());
    // Linear filtering of an integer format is refused.
    let img = image("r32ui", Dim::D2, false, [4, 1, 1, 1], &texels);
    let mut r = bound(img, Sampler { filter: Filter::Linear, ..Sampler::default() });
    r.set(2, &[f(1.0)]);
    r.set(3, &[f(0.5)]);
    assert!(matches!(r.run(bits("TEX.LZ.T R4, R2, 0x1, 0x2, 2D, 0x1;"), 1), Ok(Flow::Refuse(_))));
}

#[test]
fn tex_3d_array_and_cube() {
    // r32ui 2x2x2 3D: texel (x, y, z) = 100 z + 10 y + x.
    let words: Vec<u32> = (0..8).map(|i| 100 * (i / 4) + 10 * (i / 2 % 2) + i % 2).collect();
    let mut r = bound(image("r32ui", Dim::D3, false, [2, 2, 2, 1], &words), Sampler::default());
    r.set(2, &[f(1.5)]);
    r.set(3, &[f(0.5)]);
    r.set(4, &[f(1.0)]);
    next(r.run(bits("TEX.LZ.T R8, R2, 0x1, 0x2, 3D, 0x1;"), 1));
    assert_eq!(r.get(8, 1), vec![101]);
    // A 2D array of 2 layers of 2x1: layer l texel x = 10 l + x; the layer register comes first.
    let mut r = bound(image("r32ui", Dim::D2, true, [2, 1, 1, 2], &[0, 1, 10, 11]), Sampler::default());
    r.set(2, &[1, 0]);
    r.set(3, &[f(1.0), f(0.0)]);
    r.set(4, &[f(0.0), f(0.0)]);
    next(r.run(bits("TEX.LZ.T R8, R2, 0x1, 0x2, ARRAY_2D, 0x1;"), 0b11));
    assert_eq!(r.get(8, 2), vec![11, 0]);
    // Layer 2 of 2 is refused.
    r.set(2, &[2]);
    assert!(matches!(r.run(bits("TEX.LZ.T R8, R2, 0x1, 0x2, ARRAY_2D, 0x1;"), 1), Ok(Flow::Refuse(_))));
    // A 2x2 cube: face f texel (x, y) = 10 f + 2 y + x. (1, 0.5, -0.25) is +X at (0.625, 0.25): (1, 0).
    let words: Vec<u32> = (0..24).map(|i| 10 * (i / 4) + i % 4).collect();
    let mut r = bound(image("r32ui", Dim::Cube, false, [2, 2, 1, 6], &words), Sampler::default());
    r.set(2, &[f(1.0), f(0.0)]);
    r.set(3, &[f(0.5), f(0.0)]);
    r.set(4, &[f(-0.25), f(-2.0)]);
    next(r.run(bits("TEX.LZ.T R8, R2, 0x1, 0x2, CUBE, 0x1;"), 0b11));
    // Lane 1: -Z at the centre (0.5, 0.5): texel (1, 1) of face 5: 53.
    assert_eq!(r.get(8, 2), vec![1, 53]);
    // The instruction's geometry must be the texture's.
    assert!(matches!(r.run(bits("TEX.LZ.T R8, R2, 0x1, 0x2, 2D, 0x1;"), 1), Ok(Flow::Refuse(_))));
}

#[test]
fn tld_fetches_2d_and_array_texels_by_integer_coordinates() {
    // rg32ui 2x2: texel (x, y) = (x + 2y, 100).
    let mut r = bound(image("rg32ui", Dim::D2, false, [2, 2, 1, 1], &[0, 100, 1, 100, 2, 100, 3, 100]), Sampler::default());
    r.set(2, &[1, 0]);
    r.set(3, &[1, 1]);
    next(r.run(bits("TLD.LZ.T R4, R2, 0x1, 2D, 0x3;"), 0b11));
    assert_eq!((r.get(4, 2), r.get(5, 2)), (vec![3, 2], vec![100, 100]));
    // Outside: refused (sm_20's answer is not documented), nothing written.
    r.set(2, &[2]);
    r.set(4, &[7]);
    assert!(matches!(r.run(bits("TLD.LZ.T R4, R2, 0x1, 2D, 0x1;"), 1), Ok(Flow::Refuse(_))));
    assert_eq!(r.get(4, 1), vec![7]);
    // Three channels of a two-channel format: refused.
    r.set(2, &[0]);
    assert!(matches!(r.run(bits("TLD.LZ.T R4, R2, 0x1, 2D, 0x7;"), 1), Ok(Flow::Refuse(_))));
}

#[test]
fn tld4_gathers_in_opengl_order() {
    // r32ui 2x2: T(0,0) = 10, T(1,0) = 20, T(0,1) = 30, T(1,1) = 40; at (1, 1): i0 = j0 = 0, i1 = j1 = 1:
    // (i0, j1), (i1, j1), (i1, j0), (i0, j0) = 30, 40, 20, 10.
    let mut r = bound(image("r32ui", Dim::D2, false, [2, 2, 1, 1], &[10, 20, 30, 40]), Sampler::default());
    r.set(2, &[f(1.0)]);
    r.set(3, &[f(1.0)]);
    next(r.run(bits("TLD4.R.T R4, R2, 0x1, 0x2, 2D, 0xf;"), 1));
    assert_eq!([r.get(4, 1)[0], r.get(5, 1)[0], r.get(6, 1)[0], r.get(7, 1)[0]], [30, 40, 20, 10]);
    // At (0.25, 0.25) under clamp: i0 = floor(-0.25) = -1 clamps to 0, i1 = 0 (and so j): texel (0, 0).
    r.set(2, &[f(0.25)]);
    r.set(3, &[f(0.25)]);
    next(r.run(bits("TLD4.R.T R4, R2, 0x1, 0x2, 2D, 0xf;"), 1));
    assert_eq!([r.get(4, 1)[0], r.get(5, 1)[0], r.get(6, 1)[0], r.get(7, 1)[0]], [10, 10, 10, 10]);
    // The G channel of a one-channel format: refused.
    assert!(matches!(r.run(bits("TLD4.G.T R4, R2, 0x1, 0x2, 2D, 0xf;"), 1), Ok(Flow::Refuse(_))));
}

#[test]
fn txq_answers_the_dimensions_of_the_binding() {
    let mut r = bound(image("r32ui", Dim::D3, false, [4, 3, 2, 1], &[]), Sampler::default());
    r.set(2, &[0]);
    next(r.run(bits("TXQ.T R4, R2, RZ, 0x1, 0x2, DIMENSION, 0xf;"), 1));
    assert_eq!([r.get(4, 1)[0], r.get(5, 1)[0], r.get(6, 1)[0], r.get(7, 1)[0]], [4, 3, 2, 1]);
    let mut r = bound(image("rgba8", Dim::D2, false, [5, 7, 1, 1], &[]), Sampler::default());
    r.set(2, &[0]);
    next(r.run(bits("TXQ.T R4, R2, RZ, 0x1, 0x2, DIMENSION, 0x3;"), 1));
    assert_eq!([r.get(4, 1)[0], r.get(5, 1)[0]], [5, 7]);
    // Depth of a 2D texture, or level 1: refused.
    assert!(matches!(r.run(bits("TXQ.T R4, R2, RZ, 0x1, 0x2, DIMENSION, 0x7;"), 1), Ok(Flow::Refuse(_))));
    r.set(2, &[1]);
    assert!(matches!(r.run(bits("TXQ.T R4, R2, RZ, 0x1, 0x2, DIMENSION, 0x1;"), 1), Ok(Flow::Refuse(_))));
}

#[test]
fn forms_and_modifiers_without_documented_semantics_are_refused_at_load() {
    for (text, why) in [
        ("TXQ.T R4, R2, RZ, 0x1, 0x2, WRAP, 0x1;", "variant"),
        ("TEX.LZ.T R4, R2, 0x1, 0x2, 2D, 0x3;", ""),
    ] {
        let insn = Fermi::default().decode_bits(bits(text));
        let r = super::lower::lower(&insn, 0, 64);
        if why.is_empty() {
            assert!(r.is_ok(), "{text}: {r:?}");
        } else {
            assert!(r.as_ref().is_err_and(|e| e.contains(why)), "{text}: {r:?}");
        }
    }
    // TMML, TXD, TXA by their form; a TEX with a second source (a level) by its operands.
    let word = |hi: u64| 6u64 | 7 << 10 | 1 << 7 | 1 << 46 | 1 << 32 | hi << 60 | 2 << 51;
    for (hi, why) in [(0xb, "TMML"), (0xe, "TXD"), (0xd, "TXA")] {
        let insn = Fermi::default().decode_bits(word(hi));
        let e = super::lower::lower(&insn, 0, 64).unwrap_err();
        assert!(e.contains(why), "{e}");
    }
    let insn = Fermi::default().decode_bits(word(0x8) | 3 << 57);
    let e = super::lower::lower(&insn, 0, 64).unwrap_err();
    assert!(e.contains("second source"), "{e}");
}

/// The instruction ran to its end (not refused, not trapped).
fn next(r: Result<Flow, String>) {
    assert!(matches!(r, Ok(Flow::Next)), "{r:?}");
}

/// Random texture and surface words (every form, modifier and operand) against images of every
/// geometry, with random registers: each either is refused at load or runs to a result, a refusal, a
/// trap or a fault; never a panic.
#[test]
fn random_texture_and_surface_words_never_panic() {
    use super::surf::Surface;
    let kinds = [(Dim::D1, false), (Dim::D2, false), (Dim::D3, false), (Dim::Cube, false), (Dim::D1, true), (Dim::D2, true), (Dim::Cube, true)];
    let mut r = Rig::new(0x100);
    for i in 0..256 {
        let (dim, array) = kinds[i % kinds.len()];
        let format = Format::parse(["r8", "rg16", "rgba32f", "r32ui", "rgba8ui"][i % 5]).unwrap();
        let w = 1 + (i % 3) as u32;
        let mut img = Image::new(format, dim, array, w, w, 1 + u32::from(dim == Dim::D3), if dim == Dim::Cube { 6 } else { 2 }).unwrap();
        img.data.iter_mut().enumerate().for_each(|(k, b)| *b = (k * 37) as u8);
        r.images.push(Some(Arc::new(Bound { image: img })));
    }
    r.samplers = (0..32)
        .map(|k| Sampler {
            filter: [Filter::Point, Filter::Linear][k & 1],
            address: [Address::Clamp, Address::Wrap, Address::Mirror, Address::Border][k >> 1 & 3],
            normalized: k & 8 != 0,
        })
        .collect();
    r.surfaces = (0..8).map(|k| Image::new(Format::parse("rg16").unwrap(), [Dim::D1, Dim::D2, Dim::D3][k % 3], false, 3, 2, 2, 1).map(|i| Arc::new(Surface::new(i)))).collect();
    let mut x = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    let (mut ran, mut refused) = (0, 0);
    for k in 0..20_000 {
        let w = next();
        // Mostly the fields the machine models (registers, texture, sampler, mask, geometry, channel,
        // size, slot, range mode), guard PT; every fourth word keeps all its random bits.
        let (tex_keep, surf_keep) = (0x3f << 14 | 0x3f << 20 | 0xff << 32 | 0x1f << 40 | 0xf << 46 | 7 << 51 | 3 << 5 | 1 << 7 | 1 << 57, 7 << 5 | 0x3f << 14 | 0x3f << 20 | 7 << 26 | 3 << 44 | 1 << 46 | 3 << 47);
        let w = if k % 4 == 3 { w } else if k % 2 == 0 { w & tex_keep | 7 << 10 | 1 << 7 } else { w & surf_keep | 7 << 10 };
        let word = if k % 2 == 0 {
            w & !(0xf << 60 | 0xf) | (0x8 + k as u64 % 7) << 60 | 6
        } else {
            w & !(0x3f << 58 | 0xf) | (0x35 + k as u64 % 8) << 58 | 5
        };
        let insn = Fermi::default().decode_bits(word);
        let Ok(_) = super::lower::lower(&insn, 0, 64) else {
            refused += 1;
            continue;
        };
        for reg in 0..63 {
            let vals: Vec<u32> = (0..32)
                .map(|_| match next() % 4 {
                    0 => (next() % 8) as u32,
                    1 => (f32::from_bits(next() as u32 & 0x3fff_ffff) - 1.0).to_bits(),
                    2 => ((next() % 16) as f32 / 4.0 - 1.0).to_bits(),
                    _ => next() as u32,
                })
                .collect();
            r.set(reg, &vals);
        }
        let _ = r.run(word, next() as u32);
        ran += 1;
    }
    println!("random texture/surface words: {ran} lowered and ran, {refused} refused at load");
    assert!(ran > 500, "{ran} ran");
}

#[test]
fn only_the_listings_texture_mode_runs() {
    // Bit 7 clear: no `.T`; its meaning is not documented.
    let insn = Fermi::default().decode_bits(bits("TLD.LZ.T R8, R2, 0x2, 1D, 0x1;") & !(1 << 7));
    assert!(super::lower::lower(&insn, 0, 64).is_err());
}
