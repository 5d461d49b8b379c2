//! Whole-warp lane loops for the ISAs' fast paths: 32 lanes at once, in a form the compiler vectorises.
//!
//! Each loop is a function of its own, never inlined: inlined into an ISA's dispatch, the compiler kept
//! the 32 lanes in scalar registers and did not vectorise them. (Being generic, each is instantiated in
//! the calling crate, as fast as a local copy.)

use crate::WARP;

/// One 32-bit value a lane.
pub type Lanes = [u32; WARP];

/// Bit `lane` of a mask, for each lane: masks become lane-wide selections without a per-lane shift.
pub const BIT: Lanes = {
    let mut b = [0; WARP];
    let mut l = 0;
    while l < WARP {
        b[l] = 1 << l;
        l += 1;
    }
    b
};

/// `out = f(a)` lane by lane.
#[inline(never)]
pub fn map1(a: &Lanes, out: &mut Lanes, f: impl Fn(u32) -> u32) {
    for l in 0..WARP {
        out[l] = f(a[l]);
    }
}

/// `out = f(a, b)` lane by lane.
#[inline(never)]
pub fn map2(a: &Lanes, b: &Lanes, out: &mut Lanes, f: impl Fn(u32, u32) -> u32) {
    for l in 0..WARP {
        out[l] = f(a[l], b[l]);
    }
}

/// `out = f(a, b, c)` lane by lane.
#[inline(never)]
pub fn map3(a: &Lanes, b: &Lanes, c: &Lanes, out: &mut Lanes, f: impl Fn(u32, u32, u32) -> u32) {
    for l in 0..WARP {
        out[l] = f(a[l], b[l], c[l]);
    }
}

/// The lanes where `f(a, b)` holds, as a mask.
#[inline(never)]
pub fn test2(a: &Lanes, b: &Lanes, f: impl Fn(u32, u32) -> bool) -> u32 {
    let mut c = 0;
    for l in 0..WARP {
        c |= 0u32.wrapping_sub(f(a[l], b[l]) as u32) & BIT[l];
    }
    c
}

/// `d = v` in the lanes of `m`.
#[inline(never)]
pub fn store(d: &mut Lanes, v: &Lanes, m: u32) {
    if m == u32::MAX {
        *d = *v;
        return;
    }
    for l in 0..WARP {
        d[l] = if m & BIT[l] != 0 { v[l] } else { d[l] };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn loops_touch_the_lanes_they_should() {
        let a: Lanes = std::array::from_fn(|l| l as u32);
        let b: Lanes = [3; WARP];
        let mut out = [0; WARP];
        map2(&a, &b, &mut out, |x, y| x * y);
        assert_eq!(out[5], 15);
        assert_eq!(test2(&a, &b, |x, y| x < y), 0b111);
        let mut d = [7; WARP];
        store(&mut d, &a, 0b1010);
        assert_eq!(&d[..4], &[7, 1, 7, 3]);
        assert_eq!(d[31], 7);
    }
}
