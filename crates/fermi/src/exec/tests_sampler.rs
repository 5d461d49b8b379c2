//! The sampler's rules worked out by hand (CUDA guide's texture fetching appendix; OpenGL for texels
//! beyond the edge and cube faces).

use super::sampler::{blend, Address, Filter, Sampler, LINEAR_OUTSIDE, MIRROR_EDGE, UNNORMALIZED_WRAP, WEIGHT};
use super::tex::cube_face;

fn s(filter: Filter, address: Address, normalized: bool) -> Sampler {
    Sampler { filter, address, normalized }
}

#[test]
fn the_default_sampler_is_cudas() {
    assert_eq!(Sampler::default(), s(Filter::Point, Address::Clamp, false));
}

#[test]
fn linear_weights_are_the_fraction_of_x_less_a_half_in_256ths() {
    let lin = s(Filter::Linear, Address::Clamp, false);
    // x = 1.0: xB = 0.5, i = 0, a = 0.5 = 128/256.
    assert_eq!(lin.linear(1.0, 2), Ok(([Some(0), Some(1)], 128)));
    // x = 0.75: xB = 0.25: a = 64/256; x = 1.5: xB = 1.0, i = 1 (and 2 clamps to 1), a = 0.
    assert_eq!(lin.linear(0.75, 2), Ok(([Some(0), Some(1)], 64)));
    assert_eq!(lin.linear(1.5, 2), Ok(([Some(1), Some(1)], 0)));
    // x = 0.25: xB = -0.25, i = -1 (clamped to 0), a = 0.75 = 192/256.
    assert_eq!(lin.linear(0.25, 2), Ok(([Some(0), Some(0)], 192)));
    // Normalised: 0.5 of 4 texels is 2.0: xB = 1.5, i = 1, a = 128.
    assert_eq!(s(Filter::Linear, Address::Clamp, true).linear(0.5, 4), Ok(([Some(1), Some(2)], 128)));
    // 1 + 2^-10: a = 128.25/256, not an 8-bit weight: refused.
    assert_eq!(lin.linear(1.0 + 1.0 / 1024.0, 2), Err(WEIGHT));
    // Outside the texture under clamp and border: refused; under wrap the texels wrap.
    assert_eq!(lin.linear(-0.5, 2), Err(LINEAR_OUTSIDE));
    assert_eq!(s(Filter::Linear, Address::Border, false).linear(2.0, 2), Err(LINEAR_OUTSIDE));
    // Border inside: x = 0.25 reads texel -1 (the border) with weight 0.25 and texel 0 with 0.75.
    assert_eq!(s(Filter::Linear, Address::Border, false).linear(0.25, 2), Ok(([None, Some(0)], 192)));
    // Wrap, normalised: x = 1.0 of 2 texels is 2.0: xB = 1.5: texels 1 and 2 = 0, a = 128.
    assert_eq!(s(Filter::Linear, Address::Wrap, true).linear(1.0, 2), Ok(([Some(1), Some(0)], 128)));
}

#[test]
fn blending_two_by_two_texels() {
    // T[0,0] = 0, T[1,0] = 1, T[0,1] = 2, T[1,1] = 4 (x is index bit 0).
    let t = [0.0, 1.0, 2.0, 4.0];
    // a = b = 0.5: a quarter of each: 7/4.
    assert_eq!(blend(&t, &[128, 128]), 1.75);
    // a = 0.25, b = 0.75: 0.1875*0 + 0.0625*1 + 0.5625*2 + 0.1875*4 = 1.9375.
    assert_eq!(blend(&t, &[64, 192]), 1.9375);
    // One axis: (1 - 0.25) * 8 + 0.25 * 16 = 10.
    assert_eq!(blend(&[8.0, 16.0], &[64]), 10.0);
}

#[test]
fn every_address_mode_out_of_range() {
    // Four texels.
    let clamp = s(Filter::Point, Address::Clamp, false);
    assert_eq!(clamp.point(-3.0, 4), Ok(Some(0)));
    assert_eq!(clamp.point(7.5, 4), Ok(Some(3)));
    assert_eq!(clamp.point(2.99, 4), Ok(Some(2)));
    // Normalised clamp: x >= 1 reads the last texel (the guide's 1 - 1/N).
    assert_eq!(s(Filter::Point, Address::Clamp, true).point(1.5, 4), Ok(Some(3)));
    let border = s(Filter::Point, Address::Border, false);
    assert_eq!(border.point(-0.5, 4), Ok(None));
    assert_eq!(border.point(4.0, 4), Ok(None));
    assert_eq!(border.point(3.99, 4), Ok(Some(3)));
    // Wrap: 1.25 reads as 0.25 (texel 1 of 4), -0.25 as 0.75 (texel 3).
    let wrap = s(Filter::Point, Address::Wrap, true);
    assert_eq!(wrap.point(1.25, 4), Ok(Some(1)));
    assert_eq!(wrap.point(-0.25, 4), Ok(Some(3)));
    // Mirror: 1.125 (odd period) reads 1 - 0.125 = 0.875: texel 3; -0.125 (period -1) reads 0.125:
    // texel 0; 2.375 (even) reads 0.375: texel 1.
    let mirror = s(Filter::Point, Address::Mirror, true);
    assert_eq!(mirror.point(1.125, 4), Ok(Some(3)));
    assert_eq!(mirror.point(-0.125, 4), Ok(Some(0)));
    assert_eq!(mirror.point(2.375, 4), Ok(Some(1)));
    // 1.25 in an odd period is a texel boundary: the guide reads texel 3, OpenGL texel 2: refused.
    assert_eq!(mirror.point(1.25, 4), Err(MIRROR_EDGE));
    // Wrap and mirror need normalised coordinates.
    assert_eq!(s(Filter::Point, Address::Wrap, false).check(), Err(UNNORMALIZED_WRAP));
    assert_eq!(s(Filter::Point, Address::Mirror, false).check(), Err(UNNORMALIZED_WRAP));
    assert_eq!(wrap.check(), Ok(()));
}

#[test]
fn cube_faces_by_the_major_axis() {
    // +X: sc = -z = 0.25, tc = -y = -0.5: s = 0.625, t = 0.25.
    assert_eq!(cube_face(1.0, 0.5, -0.25), Some((0, [0.625, 0.25])));
    // -Z: sc = -x, tc = -y: the centre.
    assert_eq!(cube_face(0.0, 0.0, -2.0), Some((5, [0.5, 0.5])));
    // -Y: sc = x = 0.5, tc = -z = -1 over |ma| = 2: s = 0.625, t = 0.25.
    assert_eq!(cube_face(0.5, -2.0, 1.0), Some((3, [0.625, 0.25])));
    // A tie, and zero, have no face.
    assert_eq!(cube_face(1.0, 1.0, 0.0), None);
    assert_eq!(cube_face(0.0, 0.0, 0.0), None);
}
