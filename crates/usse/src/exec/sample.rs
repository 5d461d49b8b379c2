//! Texture reads: filtering and addressing of a bound texture at normalized coordinates (`sample`,
//! also what a renderer uses for a GXP's non-dependent texture reads), and the SMP instruction.

use super::texture::{Address, Binding, Filter};

/// `c` (in texels, `n` of them) folded into 0..n by the addressing mode.
fn address(c: i64, n: u32, mode: Address) -> u32 {
    let n = n.max(1) as i64;
    (match mode {
        Address::Clamp => c.clamp(0, n - 1),
        Address::Repeat => c.rem_euclid(n),
        Address::Mirror => {
            let m = c.rem_euclid(2 * n);
            if m < n {
                m
            } else {
                2 * n - 1 - m
            }
        }
    }) as u32
}

/// The texel at integer (x, y) after addressing, as four floats 0..1.
fn fetch(b: &Binding, x: i64, y: i64) -> [f32; 4] {
    let t = &b.texture;
    let px = t.texel(
        address(x, t.width, b.sampler.address_u),
        address(y, t.height, b.sampler.address_v),
    );
    px.map(|c| c as f32 / 255.0)
}

/// Samples `b` at normalized (u, v): texel centres at (i + 0.5) / size. Point: the texel holding
/// the coordinate; linear: the four nearest centres weighted by distance. Magnification and
/// minification use the same level (a texture has one level here), so the magnification filter
/// decides. A NaN coordinate reads as 0.
pub fn sample(b: &Binding, u: f32, v: f32) -> [f32; 4] {
    let (w, h) = (b.texture.width as f32, b.texture.height as f32);
    let fix = |c: f32| if c.is_nan() { 0.0 } else { c };
    // Bounded so that the integer conversions below cannot overflow.
    let x = (fix(u) * w).clamp(-1.0e9, 1.0e9);
    let y = (fix(v) * h).clamp(-1.0e9, 1.0e9);
    match b.sampler.mag_filter {
        Filter::Point => fetch(b, x.floor() as i64, y.floor() as i64),
        Filter::Linear => {
            let (x, y) = (x - 0.5, y - 0.5);
            let (x0, y0) = (x.floor(), y.floor());
            let (fx, fy) = (x - x0, y - y0);
            let (x0, y0) = (x0 as i64, y0 as i64);
            let t00 = fetch(b, x0, y0);
            let t10 = fetch(b, x0 + 1, y0);
            let t01 = fetch(b, x0, y0 + 1);
            let t11 = fetch(b, x0 + 1, y0 + 1);
            let mut out = [0.0; 4];
            for c in 0..4 {
                let top = t00[c] * (1.0 - fx) + t10[c] * fx;
                let bottom = t01[c] * (1.0 - fx) + t11[c] * fx;
                out[c] = top * (1.0 - fy) + bottom * fy;
            }
            out
        }
    }
}
