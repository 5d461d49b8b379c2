//! Random straight-line Fermi programs against an independent, straightforward model: one warp, each lane
//! with its own inputs, integer and float operations written from the PTX ISA and IEEE 754 (not from the
//! simulator's code); the program stores its registers and the test compares global memory.

use gpuisa_core::asm::assemble;
use gpuisa_fermi::exec::{abi, load, FermiSim};
use gpuisa_fermi::Fermi;
use gpuisa_simt::{run, Global, Launch, Limits, Memory};

const REGS: usize = 6; // R10..R15
const LANES: usize = 32;
const OUT: u32 = 0x1000;

#[derive(Clone, Copy, Debug)]
enum Op {
    Add,
    Sub,
    MulLo,
    MulHiU,
    MulHiS,
    Mad,
    Scadd,
    Shl,
    ShrU,
    ShrS,
    And,
    Or,
    Xor,
    AndNot,
    MinU,
    MaxS,
    SelLtU,
    Fadd,
    Fmul,
    Ffma,
    AddCarry,
    Bfe,
    Neg64Hi,
    FaddRz,
    FmulRz,
    F2iS64Hi,
    FloSh,
    FsetGtBf,
    FsetNeu,
    FcmpLt,
    Fadd32i,
    FmulNeg,
    Ffma32i,
    Fmul32iSat,
    F2fSat,
    F16RoundTrip,
    I2fS64Rz,
    DaddRm,
    DmulRz,
    DfmaRp,
    // Integer and video forms and modifiers (exec/int.rs, exec/video.rs, exec/simd.rs).
    Imad32i,
    Iscadd32i,
    SadS,
    SadU,
    PrmtF4e,
    PrmtB4e,
    PrmtRc8,
    PrmtEcl,
    PrmtEcr,
    PrmtRc16,
    IsetBf,
    CsetHi,
    CsetpLo,
    AddSat32i,
    VabsdiffAcc,
    VsetLtH1,
    VmadShr7,
    VmadSat,
    VaddMergeB0,
    VaddMergeH1,
    Vadd4Sat,
    Vabsdiff4Acc,
    Vavrg2,
    Vset4Mask,
    Vmax2,
}

const ALL: [Op; 65] = [
    Op::FsetGtBf, Op::FsetNeu, Op::FcmpLt, Op::Fadd32i, Op::FmulNeg, Op::Ffma32i, Op::Fmul32iSat, Op::F2fSat,
    Op::F16RoundTrip, Op::I2fS64Rz, Op::DaddRm, Op::DmulRz, Op::DfmaRp,
    Op::Imad32i, Op::Iscadd32i, Op::SadS, Op::SadU, Op::PrmtF4e, Op::PrmtB4e, Op::PrmtRc8, Op::PrmtEcl, Op::PrmtEcr,
    Op::PrmtRc16, Op::IsetBf, Op::CsetHi, Op::CsetpLo, Op::AddSat32i, Op::VabsdiffAcc, Op::VsetLtH1, Op::VmadShr7,
    Op::VmadSat, Op::VaddMergeB0, Op::VaddMergeH1, Op::Vadd4Sat, Op::Vabsdiff4Acc, Op::Vavrg2, Op::Vset4Mask, Op::Vmax2,
    Op::Neg64Hi, Op::FaddRz, Op::FmulRz, Op::F2iS64Hi, Op::FloSh, Op::AddCarry, Op::Bfe, Op::Add, Op::Sub, Op::MulLo, Op::MulHiU, Op::MulHiS, Op::Mad, Op::Scadd, Op::Shl, Op::ShrU, Op::ShrS, Op::And,
    Op::Or, Op::Xor, Op::AndNot, Op::MinU, Op::MaxS, Op::SelLtU, Op::Fadd, Op::Fmul, Op::Ffma,
];

/// The instruction's text, NVIDIA's syntax (registers d, a, b, c).
fn text(op: Op, d: usize, a: usize, b: usize, c: usize) -> String {
    let (d, a, b, c) = (d + 10, a + 10, b + 10, c + 10);
    match op {
        Op::Add => format!("IADD R{d}, R{a}, R{b};"),
        Op::Sub => format!("IADD R{d}, R{a}, -R{b};"),
        Op::MulLo => format!("IMUL.U32.U32 R{d}, R{a}, R{b};"),
        Op::MulHiU => format!("IMUL.U32.U32.HI R{d}, R{a}, R{b};"),
        Op::MulHiS => format!("IMUL.HI R{d}, R{a}, R{b};"),
        Op::Mad => format!("IMAD.U32.U32 R{d}, R{a}, R{b}, R{c};"),
        Op::Scadd => format!("ISCADD R{d}, R{a}, R{b}, 0x3;"),
        // Shift counts below 32 (the counts' own tests cover wrapping and clamping).
        Op::Shl => format!("LOP.AND R9, R{b}, 0x1f;\nSHL R{d}, R{a}, R9;"),
        Op::ShrU => format!("LOP.AND R9, R{b}, 0x1f;\nSHR.U32 R{d}, R{a}, R9;"),
        Op::ShrS => format!("LOP.AND R9, R{b}, 0x1f;\nSHR R{d}, R{a}, R9;"),
        Op::And => format!("LOP.AND R{d}, R{a}, R{b};"),
        Op::Or => format!("LOP.OR R{d}, R{a}, R{b};"),
        Op::Xor => format!("LOP.XOR R{d}, R{a}, R{b};"),
        Op::AndNot => format!("LOP.AND R{d}, R{a}, ~R{b};"),
        Op::MinU => format!("IMNMX.U32 R{d}, R{a}, R{b}, pt;"),
        Op::MaxS => format!("IMNMX R{d}, R{a}, R{b}, !pt;"),
        Op::SelLtU => format!("ISETP.LT.U32.AND P0, pt, R{a}, R{b}, pt;\nSEL R{d}, R{a}, R{c}, P0;"),
        Op::Fadd => format!("FADD R{d}, R{a}, R{b};"),
        Op::Fmul => format!("FMUL R{d}, R{a}, R{b};"),
        Op::Ffma => format!("FFMA R{d}, R{a}, R{b}, R{c};"),
        // A 64-bit add's halves: the low sum's carry into the high one.
        Op::AddCarry => format!("IADD R9.CC, R{a}, R{b};\nIADD.X R{d}, R{c}, R{a};"),
        Op::Bfe => format!("BFE.U32 R{d}, R{a}, R{b};"),
        // The compiler's 64-bit negation of R{b}:R{a}; the high word kept.
        Op::Neg64Hi => format!("IADD R9.CC, -R{a}, RZ;\nIADD.X R{d}, -R{b}, RZ;"),
        Op::FaddRz => format!("FADD.RZ R{d}, R{a}, R{b};"),
        Op::FmulRz => format!("FMUL.RZ R{d}, R{a}, R{b};"),
        // A 64-bit conversion into R6:R7 (free here); the high word kept.
        Op::F2iS64Hi => format!("F2I.S64.F32.TRUNC R6, R{a};\nMOV R{d}, R7;"),
        Op::FloSh => format!("FLO.U32.SH R{d}, R{a};"),
        Op::FsetGtBf => format!("FSET.GT.BF.AND R{d}, R{a}, R{b}, pt;"),
        Op::FsetNeu => format!("FSET.NEU.AND R{d}, R{a}, R{b}, pt;"),
        Op::FcmpLt => format!("FCMP.LT R{d}, R{a}, R{b}, R{c};"),
        Op::Fadd32i => format!("FADD32I R{d}, R{a}, 0x3fc00000;"),
        Op::FmulNeg => format!("FMUL R{d}, R{a}, -R{b};"),
        // FFMA32I's third source is its destination: R9 = a * 3 + c.
        Op::Ffma32i => format!("MOV R9, R{c};\nFFMA32I R9, R{a}, 0x40400000, R9;\nMOV R{d}, R9;"),
        Op::Fmul32iSat => format!("FMUL32I.SAT R{d}, R{a}, 0x3e800000;"),
        Op::F2fSat => format!("F2F.PASS.SAT R{d}, R{a};"),
        Op::F16RoundTrip => format!("F2F.F16.F32 R9, R{a};\nF2F.F32.F16 R{d}, R9;"),
        Op::I2fS64Rz => format!("MOV R6, R{a};\nMOV R7, R{b};\nI2F.F32.S64.RZ R{d}, R6;"),
        // (LOP32I's immediate is signed: -0x100001 is 0xffefffff, -0x7ff00001 0x800fffff.)
        // Doubles: x = b:a and y = a:c, their exponents' lowest bit cleared (never all ones: finite);
        // the result's halves XORed together.
        Op::DaddRm => format!("MOV R6, R{a};\nLOP32I.AND R7, R{b}, -0x100001;\nMOV R4, R{c};\nLOP32I.AND R5, R{a}, -0x100001;\nDADD.RM R6, R6, R4;\nLOP.XOR R{d}, R6, R7;"),
        // x and y in [1, 2) (exponent 0x3ff), z in [0.5, 1) with either sign.
        Op::DmulRz => format!("MOV R6, R{a};\nLOP32I.AND R7, R{b}, 0xfffff;\nLOP32I.OR R7, R7, 0x3ff00000;\nMOV R4, R{c};\nLOP32I.AND R5, R{a}, -0x7ff00001;\nLOP32I.OR R5, R5, 0x3ff00000;\nDMUL.RZ R6, R6, R4;\nLOP.XOR R{d}, R6, R7;"),
        Op::DfmaRp => format!("MOV R6, R{a};\nLOP32I.AND R7, R{b}, 0xfffff;\nLOP32I.OR R7, R7, 0x3ff00000;\nMOV R4, R{c};\nLOP32I.AND R5, R{a}, 0xfffff;\nLOP32I.OR R5, R5, 0x3ff00000;\nMOV R2, R{b};\nLOP32I.AND R3, R{c}, -0x7ff00001;\nLOP32I.OR R3, R3, 0x3fe00000;\nDFMA.RP R6, R6, R4, R2;\nLOP.XOR R{d}, R6, R7;"),
        // The third source of IMAD32I is its destination.
        Op::Imad32i => format!("IMAD32I R{d}, R{a}, 0x1234567, R{d};"),
        Op::Iscadd32i => format!("ISCADD32I R{d}, R{a}, 0x12345, 0x5;"),
        Op::SadS => format!("ISAD R{d}, R{a}, R{b}, R{c};"),
        Op::SadU => format!("ISAD.U32 R{d}, R{a}, R{b}, R{c};"),
        Op::PrmtF4e => format!("PRMT.F4E R{d}, R{a}, R{b}, R{c};"),
        Op::PrmtB4e => format!("PRMT.B4E R{d}, R{a}, R{b}, R{c};"),
        Op::PrmtRc8 => format!("PRMT.RC8 R{d}, R{a}, R{b}, R{c};"),
        Op::PrmtEcl => format!("PRMT.ECL R{d}, R{a}, R{b}, R{c};"),
        Op::PrmtEcr => format!("PRMT.ECR R{d}, R{a}, R{b}, R{c};"),
        Op::PrmtRc16 => format!("PRMT.RC16 R{d}, R{a}, R{b}, R{c};"),
        Op::IsetBf => format!("ISET.LT.BF.AND R{d}, R{a}, R{b}, pt;"),
        // The flags of a + b, tested: carry and a nonzero sum.
        Op::CsetHi => format!("IADD R9.CC, R{a}, R{b};\nCSET.HI.AND R{d}, CC, pt;"),
        // a - b borrows (no carry) when a < b unsigned.
        Op::CsetpLo => format!("IADD R9.CC, R{a}, -R{b};\nCSETP.LO.AND P0, pt, CC, pt;\nSEL R{d}, R{a}, R{c}, P0;"),
        Op::AddSat32i => format!("IADD32I.SAT R{d}, R{a}, 0x7ffffff0;"),
        Op::VabsdiffAcc => format!("VABSDIFF.UD.U8.U8.ACC R{d}, R{a}.B1, R{b}.B2, R{c};"),
        Op::VsetLtH1 => format!("VSET.LT.S16.S16.ACC R{d}, R{a}.H1, R{b}, R{c};"),
        Op::VmadShr7 => format!("VMAD.U16.U16.SHR_7 R{d}, R{a}, R{b}.H1, R{c};"),
        Op::VmadSat => format!("VMAD.SAT R{d}, R{a}, R{b}, R{c};"),
        Op::VaddMergeB0 => format!("VADD.UD.U8.U8.SAT R{d}.B0, R{a}.B3, R{b}, R{c};"),
        Op::VaddMergeH1 => format!("VADD.SAT R{d}.H1, R{a}, R{b}, R{c};"),
        Op::Vadd4Sat => format!("VADD4.UD.U8.U8.SAT R{d}, R{a}, R{b}, R{c};"),
        Op::Vabsdiff4Acc => format!("VABSDIFF4.UD.U8.U8.ACC R{d}, R{a}, R{b}, R{c};"),
        Op::Vavrg2 => format!("VAVRG2.S16.S16 R{d}, R{a}, R{b}, R{c};"),
        Op::Vset4Mask => format!("VSET4.GE.S8.S8 R{d}.B31, R{a}, R{b}, R{c};"),
        Op::Vmax2 => format!("VMNMX2.UD.U16.U16.MX R{d}, R{a}, R{b}, R{c};"),
    }
}

/// Byte `k` (0..7) of the pair {hi, lo}.
fn byte(lo: u32, hi: u32, k: u32) -> u32 {
    (((hi as u64) << 32 | lo as u64) >> (8 * (k & 7))) as u32 & 0xff
}

/// PTX prmt's modes: output byte k reads byte `index(k, s)` of {c, a}, s = b's low two bits.
fn prmt(a: u32, b: u32, c: u32, index: impl Fn(u32, u32) -> u32) -> u32 {
    (0..4).fold(0, |d, k| d | byte(a, c, index(k, b & 3)) << (8 * k))
}

/// Lane i (`bits` wide) of v, signed or not.
fn lane(v: u32, i: u32, bits: u32, signed: bool) -> i64 {
    let x = (v >> (i * bits)) & ((1u64 << bits) - 1) as u32;
    if signed && x >> (bits - 1) != 0 { x as i64 - (1i64 << bits) } else { x as i64 }
}

/// What the operation computes (PTX ISA: `add`, `sub`, `mul.lo/.hi`, `mad.lo`, `shl`, `shr`, `and`, `or`,
/// `xor`, `min`, `max`, `setp`+`selp`; IEEE 754 round-to-nearest-even for the floats, one rounding for
/// the fused multiply-add, a NaN result canonical).
fn eval(op: Op, a: u32, b: u32, c: u32) -> u32 {
    let f = f32::from_bits;
    match op {
        Op::Add => a.wrapping_add(b),
        Op::Sub => a.wrapping_sub(b),
        Op::MulLo => a.wrapping_mul(b),
        Op::MulHiU => ((a as u64 * b as u64) >> 32) as u32,
        Op::MulHiS => ((a as i32 as i64 * b as i32 as i64) >> 32) as u32,
        Op::Mad => a.wrapping_mul(b).wrapping_add(c),
        Op::Scadd => (a << 3).wrapping_add(b),
        Op::Shl => a << (b & 31),
        Op::ShrU => a >> (b & 31),
        Op::ShrS => ((a as i32) >> (b & 31)) as u32,
        Op::And => a & b,
        Op::Or => a | b,
        Op::Xor => a ^ b,
        Op::AndNot => a & !b,
        Op::MinU => a.min(b),
        Op::MaxS => (a as i32).max(b as i32) as u32,
        Op::SelLtU => if a < b { a } else { c },
        Op::Fadd => canonical(f(a) + f(b)),
        Op::Fmul => canonical(f(a) * f(b)),
        Op::Ffma => canonical(f(a).mul_add(f(b), f(c))),
        Op::AddCarry => c.wrapping_add(a).wrapping_add(a.overflowing_add(b).1 as u32),
        // PTX bfe.u32: position in bits 0..8, length in bits 8..16; bits beyond bit 31 read as 0.
        Op::Bfe => {
            let (pos, len) = (b & 0xff, b >> 8 & 0xff);
            (0..len.min(32)).filter(|i| pos + i <= 31 && a >> (pos + i) & 1 == 1).fold(0, |d, i| d | 1 << i)
        }
        // Two's complement negation of the 64-bit value, then its high half.
        Op::Neg64Hi => ((((b as u64) << 32 | a as u64).wrapping_neg()) >> 32) as u32,
        Op::FaddRz => {
            let (x, y) = (f(a), f(b));
            let exact = |r: f32| {
                // The exact sum as s + e (TwoSum in f64, exact for f32 operands), less r: its sign.
                let (xd, yd) = (x as f64, y as f64);
                let s = xd + yd;
                let yv = s - xd;
                let e = (xd - (s - yv)) + (yd - yv);
                (s - r as f64) + e
            };
            toward_zero(x + y, x.is_finite() && y.is_finite(), exact)
        }
        Op::FmulRz => {
            let (x, y) = (f(a), f(b));
            // The product of two f32 is exact in f64.
            toward_zero(x * y, x.is_finite() && y.is_finite(), |r| x as f64 * y as f64 - r as f64)
        }
        // PTX cvt.rzi.s64.f32: truncate, saturate to the s64 range, NaN gives 0.
        Op::F2iS64Hi => {
            let x = f(a);
            // 2^63 is an f32 exactly.
            let v: i64 = if x.is_nan() {
                0
            } else if x >= 9_223_372_036_854_775_808.0 {
                i64::MAX
            } else if x <= -9_223_372_036_854_775_808.0 {
                i64::MIN
            } else {
                x.trunc() as i64
            };
            (v >> 32) as u32
        }
        // bfind.shiftamt.u32: the count of leading zeros (0xffffffff for 0).
        Op::FloSh => if a == 0 { u32::MAX } else { a.leading_zeros() },
        // PTX set.gt.f32.f32: 1.0f where a > b (ordered), else 0; set.neu.u32: all ones where unordered
        // or unequal.
        Op::FsetGtBf => if f(a) > f(b) { 0x3f80_0000 } else { 0 },
        Op::FsetNeu => if f(a) == f(b) { 0 } else { u32::MAX },
        // slct with LT: a where c < 0, else b.
        Op::FcmpLt => if f(c) < 0.0 { a } else { b },
        Op::Fadd32i => canonical(f(a) + 1.5),
        Op::FmulNeg => canonical(f(a) * -f(b)),
        Op::Ffma32i => canonical(f(a).mul_add(3.0, f(c))),
        // mul.sat: clamped to [0, 1], NaN to +0.
        Op::Fmul32iSat => sat(f(a) * 0.25),
        Op::F2fSat => sat(f(a)),
        // cvt.rn.f16.f32 then cvt.f32.f16 (the `half` crate's conversions; NaN canonical).
        Op::F16RoundTrip => canonical(half::f16::from_f32(f(a)).to_f32()),
        Op::I2fS64Rz => {
            let v = ((b as u64) << 32 | a as u64) as i64;
            let r = v as f32; // nearest; an integer here (|v| >= 1) or 0, so exact as an i128
            let diff = v as i128 - r as i128;
            if r != 0.0 && diff != 0 && (diff < 0) == (r > 0.0) { r.to_bits() - 1 } else { r.to_bits() }
        }
        Op::DaddRm => {
            let x = f64::from_bits((b as u64 & 0xffef_ffff) << 32 | a as u64);
            let y = f64::from_bits((a as u64 & 0xffef_ffff) << 32 | c as u64);
            halves(add_rm(x, y))
        }
        Op::DmulRz => {
            let x = f64::from_bits((b as u64 & 0xfffff | 0x3ff0_0000) << 32 | a as u64);
            let y = f64::from_bits((a as u64 & 0x800f_ffff | 0x3ff0_0000) << 32 | c as u64);
            halves(directed(x * y, scaled(x) * scaled(y), 0, 'z'))
        }
        Op::DfmaRp => {
            let x = f64::from_bits((b as u64 & 0xfffff | 0x3ff0_0000) << 32 | a as u64);
            let y = f64::from_bits((a as u64 & 0xfffff | 0x3ff0_0000) << 32 | c as u64);
            let z = f64::from_bits((c as u64 & 0x800f_ffff | 0x3fe0_0000) << 32 | b as u64);
            // The product and z (whose last place is 2^-53) in units of 2^-104.
            halves(directed(x.mul_add(y, z), scaled(x) * scaled(y), (z * 2f64.powi(104)) as i128, 'p'))
        }
        // mad.lo: here c is the destination's old value.
        Op::Imad32i => a.wrapping_mul(0x123_4567).wrapping_add(c),
        Op::Iscadd32i => (a << 5).wrapping_add(0x12345),
        // sad: c + |a - b|.
        Op::SadS => c.wrapping_add((a as i32 as i64 - b as i32 as i64).unsigned_abs() as u32),
        Op::SadU => c.wrapping_add(a.abs_diff(b)),
        Op::PrmtF4e => prmt(a, b, c, |k, s| s + k),
        Op::PrmtB4e => prmt(a, b, c, |k, s| (s + 8 - k) & 7),
        Op::PrmtRc8 => prmt(a, b, c, |_, s| s),
        Op::PrmtEcl => prmt(a, b, c, |k, s| k.max(s)),
        Op::PrmtEcr => prmt(a, b, c, |k, s| k.min(s)),
        Op::PrmtRc16 => prmt(a, b, c, |k, s| 2 * (s & 1) + (k & 1)),
        // set.f32: 1.0 or 0.0.
        Op::IsetBf => if (a as i32) < (b as i32) { 1.0f32.to_bits() } else { 0 },
        Op::CsetHi => {
            let (sum, carry) = a.overflowing_add(b);
            if carry && sum != 0 { u32::MAX } else { 0 }
        }
        Op::CsetpLo => if a < b { a } else { c },
        Op::AddSat32i => (a as i32).saturating_add(0x7fff_fff0) as u32,
        Op::VabsdiffAcc => c.wrapping_add((a >> 8 & 0xff).abs_diff(b >> 16 & 0xff)),
        Op::VsetLtH1 => c.wrapping_add((((a >> 16) as i16) < (b as i16)) as u32),
        Op::VmadShr7 => (((a & 0xffff) as u64 * (b >> 16) as u64 + c as u64) >> 7) as u32,
        Op::VmadSat => (a as i32 as i64 * b as i32 as i64 + c as i32 as i64).clamp(i32::MIN as i64, i32::MAX as i64) as u32,
        Op::VaddMergeB0 => c & 0xffff_ff00 | ((a >> 24) + (b & 0xff)).min(255),
        Op::VaddMergeH1 => c & 0xffff | ((a as i32 as i64 + b as i32 as i64).clamp(-32768, 32767) as u32 & 0xffff) << 16,
        Op::Vadd4Sat => (0..4).fold(0, |d, i| d | ((a >> (8 * i) & 0xff) + (b >> (8 * i) & 0xff)).min(255) << (8 * i)),
        Op::Vabsdiff4Acc => (0..4).fold(c, |d, i| d.wrapping_add((a >> (8 * i) & 0xff).abs_diff(b >> (8 * i) & 0xff))),
        // vavrg: (x + y + 1) >> 1 for a nonnegative sum, (x + y) >> 1 for a negative one.
        Op::Vavrg2 => (0..2).fold(0, |d, i| {
            let s = lane(a, i, 16, true) + lane(b, i, 16, true);
            let t = if s >= 0 { (s + 1) >> 1 } else { s >> 1 };
            d | (t as u32 & 0xffff) << (16 * i)
        }),
        // Lanes 1 and 3 written, 0 and 2 kept from c.
        Op::Vset4Mask => (0..4).fold(0, |d, i| {
            let v = if i % 2 == 1 { (lane(a, i, 8, true) >= lane(b, i, 8, true)) as u32 } else { c >> (8 * i) & 0xff };
            d | v << (8 * i)
        }),
        Op::Vmax2 => (0..2).fold(0, |d, i| d | (a >> (16 * i) & 0xffff).max(b >> (16 * i) & 0xffff) << (16 * i)),
    }
}

/// `x` (in [1, 2)) as an integer count of 2^-52.
fn scaled(x: f64) -> i128 {
    (x * 2f64.powi(52)) as i128
}

/// The double nearest to `x * y + z` (`r`, from the host) rounded toward zero (`'z'`) or up (`'p'`):
/// the exact value `p + z` in units of 2^-104 (values of moderate size: every double involved is a
/// whole number of those units) compared with `r`.
fn directed(r: f64, p: i128, z: i128, dir: char) -> f64 {
    let exact = p + z;
    if exact == 0 {
        return 0.0; // an exact zero sum is +0 in both directions
    }
    let diff = exact - (r * 2f64.powi(104)) as i128;
    let step_up = |v: f64| if v >= 0.0 { f64::from_bits(v.to_bits() + 1) } else { f64::from_bits(v.to_bits() - 1) };
    match dir {
        // Toward zero: one step less in magnitude.
        'z' if diff != 0 && (diff < 0) == (r > 0.0) => f64::from_bits(r.to_bits() - 1),
        'p' if diff > 0 => step_up(r),
        _ => r,
    }
}

/// x + y rounded down: the host's nearest sum, one step down where the exact sum (TwoSum's error,
/// exact for finite doubles) lies below it; an overflow of a positive sum gives the largest double, an
/// exact zero -0 unless both are +0.
fn add_rm(x: f64, y: f64) -> f64 {
    let s = x + y;
    if s == f64::INFINITY {
        return f64::MAX;
    }
    if s.is_infinite() {
        return s;
    }
    if s == 0.0 {
        return if x.to_bits() == 0 && y.to_bits() == 0 { 0.0 } else { -0.0 };
    }
    let bv = s - x;
    let e = (x - (s - bv)) + (y - bv);
    if e < 0.0 {
        if s > 0.0 { f64::from_bits(s.to_bits() - 1) } else { f64::from_bits(s.to_bits() + 1) }
    } else {
        s
    }
}

/// A double's halves XORed.
fn halves(x: f64) -> u32 {
    (x.to_bits() as u32) ^ (x.to_bits() >> 32) as u32
}

/// `.sat`: clamped to [0, 1], NaN to +0.
fn sat(x: f32) -> u32 {
    if x.is_nan() { 0 } else { x.clamp(0.0, 1.0).to_bits() }
}

/// Rounding toward zero from the round-to-nearest result `r`: where `r` lies farther from zero than the
/// exact result (`diff(r)` = exact - r, its sign exact), the float one step nearer zero; an overflow of
/// finite operands gives the largest finite value. An exact zero keeps the nearest result's sign.
fn toward_zero(r: f32, finite: bool, diff: impl Fn(f32) -> f64) -> u32 {
    if r.is_nan() {
        return 0x7fff_ffff;
    }
    if r.is_infinite() {
        return if finite { (f32::MAX.to_bits()) | (r.to_bits() & 0x8000_0000) } else { r.to_bits() };
    }
    let d = diff(r);
    if r != 0.0 && d != 0.0 && (d < 0.0) == (r > 0.0) {
        r.to_bits() - 1 // one step of magnitude toward zero
    } else {
        r.to_bits()
    }
}


/// A float result's bits; a NaN is the canonical 0x7fffffff (the PTX ISA: NaN payloads are not kept).
fn canonical(x: f32) -> u32 {
    if x.is_nan() {
        0x7fff_ffff
    } else {
        x.to_bits()
    }
}

/// Runs `body` in one warp with R10..R15 of lane l set to `init[l]`; returns every lane's R10..R15.
fn run_warp(body: &str, init: &[[u32; REGS]]) -> Vec<[u32; REGS]> {
    // Inputs: lane l's registers at IN + 24 l; outputs at OUT + 24 l.
    const IN: u32 = 0x100;
    let mut src = String::from("S2R R0, SR_Tid_X;\nIMUL.U32.U32 R8, R0, 0x18;\n");
    for r in 0..REGS {
        src.push_str(&format!("LD R{}, [R8+{:#x}];\n", 10 + r, IN + 4 * r as u32));
    }
    src.push_str(body);
    src.push('\n');
    for r in 0..REGS {
        src.push_str(&format!("ST [R8+{:#x}], R{};\n", OUT + 4 * r as u32, 10 + r));
    }
    src.push_str("EXIT;\n");
    let code = assemble(&Fermi::default(), &src).unwrap_or_else(|e| panic!("{src}\n{e:?}")).bytes;
    let prog = load(&code).unwrap_or_else(|e| panic!("{src}\n{e}"));
    let (grid, block) = ([1, 1, 1], [LANES as u32, 1, 1]);
    let global = Global::new(0x2000);
    for (l, regs) in init.iter().enumerate() {
        for (r, v) in regs.iter().enumerate() {
            global.store((IN as usize + 24 * l + 4 * r) as u64, 4, *v as u64, 0).unwrap();
        }
    }
    let mut consts = vec![Vec::new(); 16];
    consts[0] = abi::bank0(block, grid);
    let mem = Memory { global, consts };
    let sim = FermiSim { shared_win: abi::SHARED_WIN, local_win: abi::LOCAL_WIN, ..Default::default() };
    let launch = Launch { grid, block, shared_size: 0, local_size: 0 };
    run(&sim, &prog, &launch, &mem, &Limits { max_steps: 100_000, threads: 1 }, &|_, _| {}, None).unwrap_or_else(|e| panic!("{src}\n{e}"));
    (0..init.len())
        .map(|l| std::array::from_fn(|r| mem.global.load((OUT as usize + 24 * l + 4 * r) as u64, 4, 0).unwrap() as u32))
        .collect()
}

/// A register value: a random word, a small number (counts that matter), or a float of moderate size.
fn value() -> impl proptest::strategy::Strategy<Value = u32> {
    use proptest::prelude::*;
    prop_oneof![any::<u32>(), 0u32..40, (-1.0e6f32..1.0e6f32).prop_map(f32::to_bits)]
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(256))]

    #[test]
    fn random_programs_agree_with_a_straightforward_model(
        init in proptest::collection::vec(proptest::array::uniform6(value()), LANES),
        prog in proptest::collection::vec((0usize..ALL.len(), 0usize..REGS, 0usize..REGS, 0usize..REGS, 0usize..REGS), 1..16),
    ) {
        let mut body = String::new();
        let mut model: Vec<[u32; REGS]> = init.clone();
        for &(op, d, a, b, c) in &prog {
            let op = ALL[op];
            body.push_str(&text(op, d, a, b, c));
            body.push('\n');
            for m in model.iter_mut() {
                // IMAD32I's third source is its destination.
                let third = if matches!(op, Op::Imad32i) { m[d] } else { m[c] };
                m[d] = eval(op, m[a], m[b], third);
            }
        }
        let got = run_warp(&body, &init);
        for (l, (g, m)) in got.iter().zip(&model).enumerate() {
            for r in 0..REGS {
                proptest::prop_assert!(g[r] == m[r], "lane {} R{}: got {:#x}, model {:#x}\n{}", l, 10 + r, g[r], m[r], body);
            }
        }
    }
}
