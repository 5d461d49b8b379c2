//! VTST (a test into a predicate) and VTSTMSK (a test into a register mask): an ALU operation on two
//! sources, then its result tested for zero and sign. Float tests (ALU select 0) count their
//! registers in 64-bit units, as the vector formats do.

use super::alu_f32;
use super::operand::{decode, fv, Banks, Elem};
use super::{ExecErr, State};
use crate::Insn;

/// The float test operations by ALU op (select 0); the derivatives (11, 12) read the group's lanes.
fn float_op(op: u64, a: f32, b: f32, st: &State, c: usize) -> Result<f32, ExecErr> {
    Ok(match op {
        2 => a + b,
        3 => alu_f32::frc(a),
        4 => alu_f32::complex(0, a),
        5 => alu_f32::complex(1, a),
        6 => alu_f32::complex(2, a),
        7 => alu_f32::complex(3, a),
        9 => alu_f32::min(a, b),
        10 => alu_f32::max(a, b),
        11 | 12 => alu_f32::derivative(op as u8 - 8, &st.quad, c),
        13 => a * b,
        14 => a - b,
        _ => return Err(ExecErr::Unsupported(format!("test ALU operation {op}"))),
    })
}

/// The zero test (0 none, 1 zero, 2 nonzero) and sign test (0 none, 1 negative, 2 positive) of `r`,
/// combined by AND or OR; no test at all passes.
pub fn passes(r: f32, zero: u64, sign: u64, and: bool) -> bool {
    let mut tests = Vec::with_capacity(2);
    match zero {
        1 => tests.push(r == 0.0),
        2 => tests.push(r != 0.0),
        _ => {}
    }
    match sign {
        1 => tests.push(r < 0.0),
        2 => tests.push(r > 0.0 || (r == 0.0 && r.is_sign_positive())),
        _ => {}
    }
    if tests.is_empty() {
        true
    } else if and {
        tests.iter().all(|&t| t)
    } else {
        tests.iter().any(|&t| t)
    }
}

/// The two sources of a derivative test (dsx, dsy), as its lanes' values for a group.
pub fn sources(st: &State, i: &Insn, sec: bool) -> Result<Option<[[f32; 4]; 2]>, ExecErr> {
    let alu = fv(i, "alu");
    if !matches!(alu, 11 | 12) {
        return Ok(None);
    }
    let e = if fv(i, "prec") == 1 {
        Elem::F32
    } else {
        Elem::F16
    };
    let s1 = decode(
        i,
        "src1_bank",
        "src1_ext",
        "src1_n",
        Banks::Src,
        true,
        8,
        sec,
    )?;
    let s2 = decode(
        i,
        "src2_bank",
        "src2_ext",
        "src2_n",
        Banks::Src,
        true,
        8,
        sec,
    )?;
    let neg1 = fv(i, "src1_neg") == 1 || fv(i, "test_flag_2") == 1;
    let scalar2 = fv(i, "src2_vscomp") == 1;
    let (mut a, mut b) = ([0.0; 4], [0.0; 4]);
    for (c, (x, y)) in a.iter_mut().zip(b.iter_mut()).enumerate() {
        *x = alu_f32::modify(s1.comp(st, c, e)?, neg1, false);
        *y = s2.comp(st, if scalar2 { 0 } else { c }, e)?;
    }
    Ok(Some([a, b]))
}

/// An integer test's ALU operation (`alu` = op | select << 4: 16/32-bit, 8-bit or bitwise) on two
/// 32-bit sources, as a wide signed value (so that a difference of unsigned values has its sign), and
/// the width of its type in bits.
pub fn int_op(alu: u64, a: u32, b: u32) -> Result<(i64, u32), ExecErr> {
    let s16 = |v: u32| v as u16 as i16 as i64;
    let u16 = |v: u32| v as u16 as i64;
    let s8 = |v: u32| v as u8 as i8 as i64;
    let u8 = |v: u32| v as u8 as i64;
    Ok(match alu {
        22 => (s16(a) + s16(b), 16),
        23 => (s16(a) - s16(b), 16),
        24 => (s16(a) * s16(b), 16),
        25 => (u16(a) + u16(b), 16),
        26 => (u16(a) - u16(b), 16),
        27 => (u16(a) * u16(b), 16),
        28 => (a as i32 as i64 + b as i32 as i64, 32),
        29 => (a as i64 + b as i64, 32),
        30 => (a as i32 as i64 - b as i32 as i64, 32),
        31 => (a as i64 - b as i64, 32),
        32 => (s8(a) + s8(b), 8),
        33 => (s8(a) - s8(b), 8),
        34 => (u8(a) + u8(b), 8),
        35 => (u8(a) - u8(b), 8),
        36 => (s8(a) * s8(b), 8),
        38 => (u8(a) * u8(b), 8),
        // The fixed-point byte add and subtract (Vita3K: FPADD8, FPSUB8; bytes read as 0..1): a
        // zero or sign test of them is that of the integer sum or difference, whatever the scale.
        39 => (u8(a) + u8(b), 8),
        40 => (u8(a) - u8(b), 8),
        48..=55 => {
            let r = match alu {
                48 => a & b,
                49 => a | b,
                50 => a ^ b,
                51 => a.wrapping_shl(b & 31),
                52 => a.wrapping_shr(b & 31),
                53 => a.rotate_left(b & 31),
                55 => ((a as i32) >> (b & 31)) as u32,
                _ => return Err(ExecErr::Unsupported(format!("test ALU operation {alu}"))),
            };
            (r as i32 as i64, 32)
        }
        _ => return Err(ExecErr::Unsupported(format!("test ALU operation {alu}"))),
    })
}

/// The zero and sign tests of an integer result.
fn passes_int(r: i64, zero: u64, sign: u64, and: bool) -> bool {
    let f = if r == 0 {
        0.0
    } else if r < 0 {
        -1.0
    } else {
        1.0
    };
    passes(f, zero, sign, and)
}

/// An integer VTST / VTSTMSK: one 32-bit source each, the result into a predicate or a mask of the
/// type's width (all ones where it passed).
fn vtst_int(st: &mut State, i: &Insn, sec: bool, alu: u64) -> Result<(), ExecErr> {
    let s1 = decode(
        i,
        "src1_bank",
        "src1_ext",
        "src1_n",
        Banks::Src,
        false,
        7,
        sec,
    )?;
    let s2 = decode(
        i,
        "src2_bank",
        "src2_ext",
        "src2_n",
        Banks::Src,
        false,
        7,
        sec,
    )?;
    let (a, b) = (s1.word(st, 0)?, s2.word(st, 0)?);
    let a = if fv(i, "src1_neg") == 1 {
        a.wrapping_neg()
    } else {
        a
    };
    let (r, bits) = int_op(alu, a, b)?;
    let pass = passes_int(
        r,
        fv(i, "zero_test"),
        fv(i, "sign_test"),
        fv(i, "test_crcomb_and") == 1,
    );
    if i.format().name == "VTST" {
        st.pred[fv(i, "pdst_n") as usize & 3] = pass;
        return Ok(());
    }
    if fv(i, "test_wben") == 0 {
        return Err(ExecErr::Unsupported(
            "a test mask without write-back".into(),
        ));
    }
    let dest = decode(
        i,
        "dest_bank",
        "dest_ext",
        "dest_n",
        Banks::Dest,
        false,
        7,
        sec,
    )?;
    let ones = if bits >= 32 {
        u32::MAX
    } else {
        (1u32 << bits) - 1
    };
    dest.set_word(st, 0, if pass { ones } else { 0 })
}

/// VTST / VTSTMSK.
pub fn vtst(st: &mut State, i: &Insn, sec: bool) -> Result<(), ExecErr> {
    let alu = fv(i, "alu");
    let (op, sel) = (alu & 15, alu >> 4);
    if sel != 0 {
        return vtst_int(st, i, sec, alu);
    }
    let e = if fv(i, "prec") == 1 {
        Elem::F32
    } else {
        Elem::F16
    };
    let s1 = decode(
        i,
        "src1_bank",
        "src1_ext",
        "src1_n",
        Banks::Src,
        true,
        8,
        sec,
    )?;
    let s2 = decode(
        i,
        "src2_bank",
        "src2_ext",
        "src2_n",
        Banks::Src,
        true,
        8,
        sec,
    )?;
    let neg1 = fv(i, "src1_neg") == 1 || fv(i, "test_flag_2") == 1;
    let scalar2 = fv(i, "src2_vscomp") == 1;
    let (zero, sign, and) = (
        fv(i, "zero_test"),
        fv(i, "sign_test"),
        fv(i, "test_crcomb_and") == 1,
    );
    let mut res = [false; 4];
    if op == 8 {
        // The dot product of the four channels, tested once for all of them.
        let (mut a, mut b) = ([0.0; 4], [0.0; 4]);
        for (c, (x, y)) in a.iter_mut().zip(b.iter_mut()).enumerate() {
            *x = alu_f32::modify(s1.comp(st, c, e)?, neg1, false);
            *y = s2.comp(st, if scalar2 { 0 } else { c }, e)?;
        }
        res = [passes(alu_f32::dot(&a, &b, 4), zero, sign, and); 4];
    }
    for (c, r) in res.iter_mut().enumerate().filter(|_| op != 8) {
        // The single-source complex operations (rcp, rsq, log, exp) work on x and give its result to
        // every channel (the console's results: docs/usse.md).
        let c = if (4..=7).contains(&op) { 0 } else { c };
        let a = alu_f32::modify(s1.comp(st, c, e)?, neg1, false);
        let b = s2.comp(st, if scalar2 { 0 } else { c }, e)?;
        *r = passes(float_op(op, a, b, st, c)?, zero, sign, and);
    }
    if i.format().name == "VTST" {
        let ch = fv(i, "chan_cc") as usize;
        if ch >= 4 {
            return Err(ExecErr::Unsupported(format!(
                "test channel combination {ch}"
            )));
        }
        let p = fv(i, "pdst_n") as usize;
        st.pred[p & 3] = res[ch];
        return Ok(());
    }
    if fv(i, "test_wben") == 0 {
        return Err(ExecErr::Unsupported(
            "a test mask without write-back".into(),
        ));
    }
    let dest = decode(
        i,
        "dest_bank",
        "dest_ext",
        "dest_n",
        Banks::Dest,
        true,
        8,
        sec,
    )?;
    // The mask fills one 64-bit register: a register bank's two words, or an internal register's
    // four (the console's results: docs/usse.md).
    let internal = matches!(dest, super::operand::Opnd::Internal(_));
    match fv(i, "tst_mask_type") {
        // A byte per channel (0xff where the channel passed) in the first word; the second is 0.
        0 => {
            let w = res
                .iter()
                .enumerate()
                .fold(0u32, |w, (c, &r)| w | if r { 0xff << (8 * c) } else { 0 });
            dest.set_word(st, 0, w)?;
            dest.set_word(st, 1, 0)
        }
        // Sixteen bits per channel (0xffff where it passed): x, y in the first word, z, w in the second.
        1 => {
            let h = |c: usize| if res[c] { 0xffffu32 } else { 0 };
            dest.set_word(st, 0, h(0) | h(1) << 16)?;
            dest.set_word(st, 1, h(2) | h(3) << 16)
        }
        // A value per channel: 1.0 where it passed, else 0 (x and y of a bank register).
        2 => {
            for (c, r) in res.iter().enumerate().take(if internal { 4 } else { 2 }) {
                dest.set_comp(st, c, e, if *r { 1.0 } else { 0.0 })?;
            }
            Ok(())
        }
        t => Err(ExecErr::Unsupported(format!("test mask type {t}"))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zero_and_sign_tests() {
        // `.nonzero.pos` with AND: greater than zero.
        assert!(passes(0.5, 2, 2, true));
        assert!(!passes(0.0, 2, 2, true));
        assert!(!passes(-0.5, 2, 2, true));
        // `.zero.neg` with OR: less than or equal to zero.
        assert!(passes(0.0, 1, 1, false));
        assert!(passes(-1.0, 1, 1, false));
        assert!(!passes(1.0, 1, 1, false));
        // No test passes always.
        assert!(passes(f32::NAN, 0, 0, true));
        // A NaN is nonzero but neither negative nor positive.
        assert!(!passes(f32::NAN, 2, 2, true));
    }

    #[test]
    fn integer_test_operations() {
        assert_eq!(int_op(30, 3, 5), Ok((-2, 32))); // sub.i32
        assert_eq!(int_op(31, 3, 5), Ok((-2, 32))); // sub.u32: the difference keeps its sign
        assert_eq!(int_op(31, u32::MAX, 0), Ok((u32::MAX as i64, 32)));
        assert_eq!(int_op(30, u32::MAX, 0), Ok((-1, 32)));
        assert_eq!(int_op(23, 0x1_0002, 3), Ok((-1, 16))); // sub.i16 reads the low half
        assert_eq!(int_op(33, 0x80, 0), Ok((-128, 8))); // sub.i8
        assert_eq!(int_op(48, 0xf0, 0x3c), Ok((0x30, 32))); // and
        assert_eq!(int_op(51, 1, 33), Ok((2, 32))); // shl by 33 & 31
        assert!(passes_int(-2, 2, 1, true));
        assert!(!passes_int(0, 2, 1, true));
    }
}
