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

/// VTST / VTSTMSK.
pub fn vtst(st: &mut State, i: &Insn, sec: bool) -> Result<(), ExecErr> {
    let alu = fv(i, "alu");
    let (op, sel) = (alu & 15, alu >> 4);
    if sel != 0 {
        return Err(ExecErr::Unsupported("an integer test".into()));
    }
    if op == 8 {
        return Err(ExecErr::Unsupported("a dot-product test".into()));
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
    for (c, r) in res.iter_mut().enumerate() {
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
    match fv(i, "tst_mask_type") {
        // One word, a byte per channel: 0xff where the channel passed.
        0 => {
            let w = res
                .iter()
                .enumerate()
                .fold(0u32, |w, (c, &r)| w | if r { 0xff << (8 * c) } else { 0 });
            dest.set_word(st, 0, w)
        }
        // A value per channel: 1.0 where it passed, else 0.
        2 => {
            for (c, r) in res.iter().enumerate() {
                dest.set_comp(st, c, e, if *r { 1.0 } else { 0.0 })?;
            }
            Ok(())
        }
        t => Err(ExecErr::Unsupported(format!("test mask type {t}"))),
    }
}
