//! VTST (a test into a predicate) and VTSTMSK (a test into a register mask): an ALU operation on two
//! sources, then its result tested for zero and sign. Float tests (ALU select 0) count their
//! registers in 64-bit units, as the vector formats do.

use super::alu_f32;
use super::operand::{decode, fv, Banks, Elem};
use super::{ExecErr, State};
use crate::Insn;

/// The float test operations by ALU op (select 0).
fn float_op(op: u64, a: f32, b: f32) -> Result<f32, ExecErr> {
    Ok(match op {
        2 => a + b,
        3 => alu_f32::frc(a),
        4 => alu_f32::complex(0, a),
        5 => alu_f32::complex(1, a),
        6 => alu_f32::complex(2, a),
        7 => alu_f32::complex(3, a),
        9 => alu_f32::min(a, b),
        10 => alu_f32::max(a, b),
        11 | 12 => 0.0,
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
        let a = alu_f32::modify(s1.comp(st, c, e)?, neg1, false);
        let b = s2.comp(st, if scalar2 { 0 } else { c }, e)?;
        *r = passes(float_op(op, a, b)?, zero, sign, and);
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
    let (n, one) = match fv(i, "tst_mask_type") {
        0 => (1, 1.0f32),
        2 => (4, 1.0f32),
        t => return Err(ExecErr::Unsupported(format!("test mask type {t}"))),
    };
    for (c, r) in res.iter().enumerate().take(n) {
        dest.set_comp(st, c, e, if *r { one } else { 0.0 })?;
    }
    Ok(())
}
