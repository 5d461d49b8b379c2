//! The float operations of the vector and test formats, on f32 values (f16 operands are widened
//! exactly before and rounded after).

/// A derivative across a group of four invocations run together (a 2x2 quad: lanes 0, 1 above 2,
/// 3): `dsx` (op 3) is src1 of lane 1 minus src2 of lane 0, `dsy` (op 4) src1 of lane 2 minus src2 of
/// lane 0, the same for every lane (the console's results for VTSTMSK: docs/usse.md). Outside a group,
/// 0.
pub fn derivative(op: u8, quad: &Option<(usize, [[[f32; 4]; 2]; 4])>, c: usize) -> f32 {
    match quad {
        Some((_, q)) => {
            let other = if op == 3 { 1 } else { 2 };
            q[other][0][c & 3] - q[0][1][c & 3]
        }
        None => 0.0,
    }
}

/// A source modifier: absolute value first, then negation.
pub fn modify(v: f32, neg: bool, abs: bool) -> f32 {
    let v = if abs { v.abs() } else { v };
    if neg {
        -v
    } else {
        v
    }
}

/// `a * b + c`, rounded once.
pub fn mad(a: f32, b: f32, c: f32) -> f32 {
    a.mul_add(b, c)
}

/// The two-source operations of V32NMAD/V16NMAD by `op2` (0 mul, 1 add, 2 frc, 3 dsx, 4 dsy, 5 min,
/// 6 max; 7, the dot product, sums the products instead and is done by the caller). A single
/// invocation has no neighbours, so the derivatives are 0.
pub fn binary(op: u8, a: f32, b: f32) -> f32 {
    match op {
        0 => a * b,
        1 => a + b,
        2 => frc(a),
        3 | 4 => 0.0, // done by the caller: see `derivative`
        5 => min(a, b),
        6 => max(a, b),
        _ => a * b,
    }
}

/// The fraction: `a - floor(a)`.
pub fn frc(a: f32) -> f32 {
    a - a.floor()
}

/// Minimum; a NaN operand gives the other one.
pub fn min(a: f32, b: f32) -> f32 {
    a.min(b)
}

/// Maximum; a NaN operand gives the other one.
pub fn max(a: f32, b: f32) -> f32 {
    a.max(b)
}

/// The complex operations of VCOMP by `op2`: 0 reciprocal, 1 reciprocal square root, 2 base-2
/// logarithm, 3 base-2 exponential.
pub fn complex(op: u8, a: f32) -> f32 {
    match op & 3 {
        0 => 1.0 / a,
        1 => 1.0 / a.sqrt(),
        2 => a.log2(),
        _ => a.exp2(),
    }
}

/// Dot product of the first `n` components, summed in order.
pub fn dot(a: &[f32; 4], b: &[f32; 4], n: usize) -> f32 {
    let mut s = 0.0f32;
    for i in 0..n.min(4) {
        s = a[i].mul_add(b[i], s);
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn worked_values() {
        assert_eq!(modify(-2.0, true, true), -2.0);
        assert_eq!(modify(-2.0, true, false), 2.0);
        assert_eq!(modify(-2.0, false, true), 2.0);
        assert_eq!(mad(2.0, 3.0, 1.0), 7.0);
        assert_eq!(binary(1, 0.25, 0.5), 0.75);
        assert_eq!(binary(2, -1.25, 0.0), 0.75);
        assert_eq!(binary(5, 1.0, -1.0), -1.0);
        assert_eq!(binary(6, 1.0, f32::NAN), 1.0);
        assert_eq!(complex(0, 4.0), 0.25);
        assert_eq!(complex(1, 4.0), 0.5);
        assert_eq!(complex(2, 8.0), 3.0);
        assert_eq!(complex(3, -1.0), 0.5);
        assert_eq!(dot(&[1.0, 2.0, 3.0, 4.0], &[1.0, 1.0, 1.0, 1.0], 3), 6.0);
    }
}
