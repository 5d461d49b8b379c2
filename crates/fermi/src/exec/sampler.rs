//! The sampler: how TEX and TLD4 turn float coordinates into texels. The rules are the CUDA C
//! Programming Guide's (appendix "Texture Fetching"): coordinates are texel units, or `[0, 1)` scaled by
//! the size when normalised; point sampling reads `T[floor(x)]`; linear filtering reads
//! `(1 - a) T[i] + a T[i + 1]` with `xB = x - 0.5`, `i = floor(xB)`, `a = frac(xB)` held in 9-bit fixed
//! point with 8 fraction bits (in 2D and 3D the products of the axes' weights). Texels beyond the edge
//! are those of the address mode as the OpenGL specification defines them on texel indices (clamp to
//! edge, border, repeat, mirrored repeat); CUDA's border is zero in every channel.
//!
//! Where these documents leave the result open, the fetch is refused ([`Refused`]), never guessed:
//! a linear weight that is not a multiple of 1/256 (how the hardware rounds it to 8 bits is not
//! documented), linear filtering of a coordinate outside the texture under clamp or border (the guide
//! clamps the coordinate, OpenGL the texels: they differ), and mirror point sampling exactly on a texel
//! boundary of a mirrored period (the guide's `1 - frac(x)` and OpenGL's mirrored index differ there).

/// Filtering.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Filter {
    #[default]
    Point,
    Linear,
}

/// Addressing beyond the edges.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Address {
    #[default]
    Clamp,
    Wrap,
    Mirror,
    Border,
}

/// A sampler's state; the default is CUDA's (point, clamp, unnormalised coordinates).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Sampler {
    pub filter: Filter,
    pub address: Address,
    pub normalized: bool,
}

/// Why a fetch has no documented result (the run stops with it).
pub type Refused = &'static str;

pub const WEIGHT: Refused = "linear filtering at a weight that is not a multiple of 1/256 (the rounding of the 8-bit weight is not documented)";
pub const LINEAR_OUTSIDE: Refused = "linear filtering outside the texture under clamp or border addressing (the CUDA guide and OpenGL differ)";
pub const MIRROR_EDGE: Refused = "mirror point sampling exactly on a texel boundary of a mirrored period (the CUDA guide and OpenGL differ)";
pub const UNNORMALIZED_WRAP: Refused = "wrap or mirror addressing with unnormalised coordinates (CUDA allows them only with normalised ones)";

impl Sampler {
    /// Checks what CUDA forbids of a sampler whatever the coordinates.
    pub fn check(&self) -> Result<(), Refused> {
        if !self.normalized && matches!(self.address, Address::Wrap | Address::Mirror) {
            return Err(UNNORMALIZED_WRAP);
        }
        Ok(())
    }

    /// The texel index `i` of an axis of `n` texels as the address mode gives it; `None` for the border.
    pub fn index(&self, i: i64, n: u32) -> Option<i64> {
        let n = i64::from(n.max(1));
        match self.address {
            Address::Clamp => Some(i.clamp(0, n - 1)),
            Address::Border => (0..n).contains(&i).then_some(i),
            Address::Wrap => Some(i.rem_euclid(n)),
            Address::Mirror => {
                let m = i.rem_euclid(2 * n);
                Some(if m < n { m } else { 2 * n - 1 - m })
            }
        }
    }

    /// The coordinate `x` of an axis of `n` texels in texel units (exact: an f32 times a size below 2^29
    /// fits a double).
    fn units(&self, x: f32, n: u32) -> f64 {
        if self.normalized {
            f64::from(x) * f64::from(n)
        } else {
            f64::from(x)
        }
    }

    /// Point sampling: the texel index on an axis (`None`: the border).
    pub fn point(&self, x: f32, n: u32) -> Result<Option<i64>, Refused> {
        let u = self.units(x, n);
        if !u.is_finite() {
            return Ok(self.index(if u > 0.0 { i64::MAX / 4 } else { i64::MIN / 4 }, n));
        }
        let i = u.floor();
        if self.address == Address::Mirror {
            // In an odd period the guide reads floor(N (1 - f)), OpenGL N - 1 - floor(N f): they differ
            // where N f is a whole number other than 0.
            let period = f64::from(x).floor();
            let nf = u - period * f64::from(n);
            if period.rem_euclid(2.0) == 1.0 && nf.fract() == 0.0 && nf != 0.0 {
                return Err(MIRROR_EDGE);
            }
        }
        Ok(self.index(clamp_i64(i), n))
    }

    /// Linear filtering on an axis: the two texel indices (`None`: the border) and the weight of the
    /// second in 256ths.
    pub fn linear(&self, x: f32, n: u32) -> Result<([Option<i64>; 2], u32), Refused> {
        let u = self.units(x, n);
        if !u.is_finite() {
            return Err(LINEAR_OUTSIDE);
        }
        if matches!(self.address, Address::Clamp | Address::Border) && !(0.0..f64::from(n)).contains(&u) {
            return Err(LINEAR_OUTSIDE);
        }
        let xb = u - 0.5;
        let i = xb.floor();
        let a = (xb - i) * 256.0;
        if a.fract() != 0.0 {
            return Err(WEIGHT);
        }
        let i = clamp_i64(i);
        Ok(([self.index(i, n), self.index(i + 1, n)], a as u32))
    }
}

/// A float index as an integer far outside any texture when it is huge.
fn clamp_i64(v: f64) -> i64 {
    v.clamp(-1e12, 1e12) as i64
}

/// The weighted sum of float texel values: weights in 256ths per axis (`w.len()` axes, `2^axes` texels
/// in the order of their index bits, axis 0 lowest). The exact sum is rounded once to f32 (the hardware's
/// internal precision is not documented; the tests use values where every order of operations agrees).
pub fn blend(values: &[f32], w: &[u32]) -> f32 {
    let mut sum = 0.0f64;
    for (k, v) in values.iter().enumerate() {
        let mut f = 1.0f64;
        for (axis, &a) in w.iter().enumerate() {
            let a = f64::from(a) / 256.0;
            f *= if k >> axis & 1 == 1 { a } else { 1.0 - a };
        }
        sum += f * f64::from(*v);
    }
    sum as f32
}
