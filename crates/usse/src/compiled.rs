//! Generated from the format tables by `cargo test -p gpuisa-usse generated_code`: do not edit.
//! The format of a word, and gpuisa's syntax, as straight-line code per opcode group and format (see
//! `generated.rs`).

#![allow(clippy::all, unused_mut, unused_variables, unused_parens)]

use gpuisa_core::text::{pad16, Line};

/// Prints the instruction `w` of format `format`.
#[inline]
pub(crate) fn format(format: u16, w: u64, o: Line) -> Line {
    match format {
        0 => f0(w, o),
        1 => f1(w, o),
        2 => f2(w, o),
        3 => f3(w, o),
        4 => f4(w, o),
        5 => f5(w, o),
        6 => f6(w, o),
        7 => f7(w, o),
        8 => f8(w, o),
        9 => f9(w, o),
        10 => f10(w, o),
        11 => f11(w, o),
        12 => f12(w, o),
        13 => f13(w, o),
        14 => f14(w, o),
        15 => f15(w, o),
        16 => f16(w, o),
        17 => f17(w, o),
        18 => f18(w, o),
        19 => f19(w, o),
        20 => f20(w, o),
        21 => f21(w, o),
        22 => f22(w, o),
        23 => f23(w, o),
        24 => f24(w, o),
        25 => f25(w, o),
        26 => f26(w, o),
        27 => f27(w, o),
        28 => f28(w, o),
        29 => f29(w, o),
        30 => f30(w, o),
        31 => f31(w, o),
        32 => f32(w, o),
        33 => f33(w, o),
        34 => f34(w, o),
        35 => f35(w, o),
        36 => f36(w, o),
        37 => f37(w, o),
        38 => f38(w, o),
        39 => f39(w, o),
        40 => f40(w, o),
        41 => f41(w, o),
        _ => unreachable!("a format index comes from the format tables"),
    }
}

/// The format of `w` (the first of its group that matches).
#[inline]
pub(crate) fn format_of(w: u64) -> u16 {
    match w >> 59 {
        0 => {
            if w & 0xf800000000000000 == 0x0 {
                0
            } else {
                41
            }
        }
        1 => {
            if w & 0xf800000000000000 == 0x800000000000000 {
                1
            } else {
                41
            }
        }
        2 => {
            if w & 0xf800000000000000 == 0x1000000000000000 {
                2
            } else {
                41
            }
        }
        3 => {
            if w & 0xf820000000000000 == 0x1820000000000000 {
                3
            } else if w & 0xf820000000000000 == 0x1800000000000000 {
                4
            } else {
                41
            }
        }
        4 => {
            if w & 0xf800000000000000 == 0x2000000000000000 {
                5
            } else {
                41
            }
        }
        5 => {
            if w & 0xf800000000000000 == 0x2800000000000000 {
                6
            } else {
                41
            }
        }
        6 => {
            if w & 0xf800000000000000 == 0x3000000000000000 {
                7
            } else {
                41
            }
        }
        7 => {
            if w & 0xf800c00000000000 == 0x3800000000000000 {
                8
            } else if w & 0xf800000000000000 == 0x3800000000000000 {
                9
            } else {
                41
            }
        }
        8 => {
            if w & 0xf8000e0000000000 == 0x40000c0000000000 {
                10
            } else if w & 0xf8000e0000000000 == 0x40000a0000000000 {
                11
            } else if w & 0xf800000000000000 == 0x4000000000000000 {
                12
            } else if w & 0xc000000000000000 == 0x4000000000000000 {
                17
            } else {
                41
            }
        }
        9 => {
            if w & 0xf8000000000c0000 == 0x4800000000000000 {
                13
            } else if w & 0xf800000000000000 == 0x4800000000000000 {
                14
            } else if w & 0xc000000000000000 == 0x4000000000000000 {
                17
            } else {
                41
            }
        }
        10 => {
            if w & 0xc000000000000000 == 0x4000000000000000 {
                17
            } else {
                41
            }
        }
        11 => {
            if w & 0xc000000000000000 == 0x4000000000000000 {
                17
            } else {
                41
            }
        }
        12 => {
            if w & 0xc000000000000000 == 0x4000000000000000 {
                17
            } else {
                41
            }
        }
        13 => {
            if w & 0xc000000000000000 == 0x4000000000000000 {
                17
            } else {
                41
            }
        }
        14 => {
            if w & 0xc000000000000000 == 0x4000000000000000 {
                17
            } else {
                41
            }
        }
        15 => {
            if w & 0xf8000000000c0000 == 0x7800000000000000 {
                15
            } else if w & 0xf800000000000000 == 0x7800000000000000 {
                16
            } else if w & 0xc000000000000000 == 0x4000000000000000 {
                17
            } else {
                41
            }
        }
        16 => {
            if w & 0xf800000000000000 == 0x8000000000000000 {
                18
            } else {
                41
            }
        }
        17 => {
            if w & 0xf800000000000000 == 0x8800000000000000 {
                19
            } else {
                41
            }
        }
        18 => {
            if w & 0xf800000000000000 == 0x9000000000000000 {
                20
            } else {
                41
            }
        }
        19 => {
            if w & 0xf800000000000000 == 0x9800000000000000 {
                21
            } else {
                41
            }
        }
        20 => {
            if w & 0xf800000000000000 == 0xa000000000000000 {
                22
            } else {
                41
            }
        }
        21 => {
            if w & 0xf800833800000000 == 0xa800000000000000 {
                23
            } else {
                41
            }
        }
        22 => 41,
        23 => 41,
        24 => 41,
        25 => {
            if w & 0xf800000000000000 == 0xc800000000000000 {
                24
            } else {
                41
            }
        }
        26 => {
            if w & 0xf8000c7800000000 == 0xd000000000000000 {
                25
            } else {
                41
            }
        }
        27 => 41,
        28 => {
            if w & 0xf800000000000000 == 0xe000000000000000 {
                26
            } else {
                41
            }
        }
        29 => {
            if w & 0xf800000000000000 == 0xe800000000000000 {
                27
            } else {
                41
            }
        }
        30 => {
            if w & 0xf800000000000000 == 0xf000000000000000 {
                28
            } else {
                41
            }
        }
        31 => {
            if w & 0xf87001c000000000 == 0xf800014000000000 {
                29
            } else if w & 0xf870018000000000 == 0xf800000000000000 {
                30
            } else if w & 0xff70000000000000 == 0xfa40000000000000 {
                31
            } else if w & 0xff30000000000000 == 0xfa10000000000000 {
                32
            } else if w & 0xff30000000000000 == 0xfb10000000000000 {
                33
            } else if w & 0xff30000000000000 == 0xf820000000000000 {
                34
            } else if w & 0xff30000000000000 == 0xf920000000000000 {
                35
            } else if w & 0xff30000000000000 == 0xfb20000000000000 {
                36
            } else if w & 0xff30000000000000 == 0xfc20000000000000 {
                37
            } else if w & 0xff3ff9fff0000000 == 0xf9300006f0000000 {
                38
            } else if w & 0xff30000000000000 == 0xfb30000000000000 {
                39
            } else if w & 0xf800000000000000 == 0xf800000000000000 {
                40
            } else {
                41
            }
        }
        _ => unreachable!("five bits"),
    }
}

/// Appends the text of the word `w`: [`format_of`] and [`format`] in one dispatch.
#[inline]
pub(crate) fn disassemble(w: u64, o: Line) -> Line {
    match w >> 59 {
        0 => {
            if w & 0xf800000000000000 == 0x0 {
                f0(w, o)
            } else {
                f41(w, o)
            }
        }
        1 => {
            if w & 0xf800000000000000 == 0x800000000000000 {
                f1(w, o)
            } else {
                f41(w, o)
            }
        }
        2 => {
            if w & 0xf800000000000000 == 0x1000000000000000 {
                f2(w, o)
            } else {
                f41(w, o)
            }
        }
        3 => {
            if w & 0xf820000000000000 == 0x1820000000000000 {
                f3(w, o)
            } else if w & 0xf820000000000000 == 0x1800000000000000 {
                f4(w, o)
            } else {
                f41(w, o)
            }
        }
        4 => {
            if w & 0xf800000000000000 == 0x2000000000000000 {
                f5(w, o)
            } else {
                f41(w, o)
            }
        }
        5 => {
            if w & 0xf800000000000000 == 0x2800000000000000 {
                f6(w, o)
            } else {
                f41(w, o)
            }
        }
        6 => {
            if w & 0xf800000000000000 == 0x3000000000000000 {
                f7(w, o)
            } else {
                f41(w, o)
            }
        }
        7 => {
            if w & 0xf800c00000000000 == 0x3800000000000000 {
                f8(w, o)
            } else if w & 0xf800000000000000 == 0x3800000000000000 {
                f9(w, o)
            } else {
                f41(w, o)
            }
        }
        8 => {
            if w & 0xf8000e0000000000 == 0x40000c0000000000 {
                f10(w, o)
            } else if w & 0xf8000e0000000000 == 0x40000a0000000000 {
                f11(w, o)
            } else if w & 0xf800000000000000 == 0x4000000000000000 {
                f12(w, o)
            } else if w & 0xc000000000000000 == 0x4000000000000000 {
                f17(w, o)
            } else {
                f41(w, o)
            }
        }
        9 => {
            if w & 0xf8000000000c0000 == 0x4800000000000000 {
                f13(w, o)
            } else if w & 0xf800000000000000 == 0x4800000000000000 {
                f14(w, o)
            } else if w & 0xc000000000000000 == 0x4000000000000000 {
                f17(w, o)
            } else {
                f41(w, o)
            }
        }
        10 => {
            if w & 0xc000000000000000 == 0x4000000000000000 {
                f17(w, o)
            } else {
                f41(w, o)
            }
        }
        11 => {
            if w & 0xc000000000000000 == 0x4000000000000000 {
                f17(w, o)
            } else {
                f41(w, o)
            }
        }
        12 => {
            if w & 0xc000000000000000 == 0x4000000000000000 {
                f17(w, o)
            } else {
                f41(w, o)
            }
        }
        13 => {
            if w & 0xc000000000000000 == 0x4000000000000000 {
                f17(w, o)
            } else {
                f41(w, o)
            }
        }
        14 => {
            if w & 0xc000000000000000 == 0x4000000000000000 {
                f17(w, o)
            } else {
                f41(w, o)
            }
        }
        15 => {
            if w & 0xf8000000000c0000 == 0x7800000000000000 {
                f15(w, o)
            } else if w & 0xf800000000000000 == 0x7800000000000000 {
                f16(w, o)
            } else if w & 0xc000000000000000 == 0x4000000000000000 {
                f17(w, o)
            } else {
                f41(w, o)
            }
        }
        16 => {
            if w & 0xf800000000000000 == 0x8000000000000000 {
                f18(w, o)
            } else {
                f41(w, o)
            }
        }
        17 => {
            if w & 0xf800000000000000 == 0x8800000000000000 {
                f19(w, o)
            } else {
                f41(w, o)
            }
        }
        18 => {
            if w & 0xf800000000000000 == 0x9000000000000000 {
                f20(w, o)
            } else {
                f41(w, o)
            }
        }
        19 => {
            if w & 0xf800000000000000 == 0x9800000000000000 {
                f21(w, o)
            } else {
                f41(w, o)
            }
        }
        20 => {
            if w & 0xf800000000000000 == 0xa000000000000000 {
                f22(w, o)
            } else {
                f41(w, o)
            }
        }
        21 => {
            if w & 0xf800833800000000 == 0xa800000000000000 {
                f23(w, o)
            } else {
                f41(w, o)
            }
        }
        22 => f41(w, o),
        23 => f41(w, o),
        24 => f41(w, o),
        25 => {
            if w & 0xf800000000000000 == 0xc800000000000000 {
                f24(w, o)
            } else {
                f41(w, o)
            }
        }
        26 => {
            if w & 0xf8000c7800000000 == 0xd000000000000000 {
                f25(w, o)
            } else {
                f41(w, o)
            }
        }
        27 => f41(w, o),
        28 => {
            if w & 0xf800000000000000 == 0xe000000000000000 {
                f26(w, o)
            } else {
                f41(w, o)
            }
        }
        29 => {
            if w & 0xf800000000000000 == 0xe800000000000000 {
                f27(w, o)
            } else {
                f41(w, o)
            }
        }
        30 => {
            if w & 0xf800000000000000 == 0xf000000000000000 {
                f28(w, o)
            } else {
                f41(w, o)
            }
        }
        31 => {
            if w & 0xf87001c000000000 == 0xf800014000000000 {
                f29(w, o)
            } else if w & 0xf870018000000000 == 0xf800000000000000 {
                f30(w, o)
            } else if w & 0xff70000000000000 == 0xfa40000000000000 {
                f31(w, o)
            } else if w & 0xff30000000000000 == 0xfa10000000000000 {
                f32(w, o)
            } else if w & 0xff30000000000000 == 0xfb10000000000000 {
                f33(w, o)
            } else if w & 0xff30000000000000 == 0xf820000000000000 {
                f34(w, o)
            } else if w & 0xff30000000000000 == 0xf920000000000000 {
                f35(w, o)
            } else if w & 0xff30000000000000 == 0xfb20000000000000 {
                f36(w, o)
            } else if w & 0xff30000000000000 == 0xfc20000000000000 {
                f37(w, o)
            } else if w & 0xff3ff9fff0000000 == 0xf9300006f0000000 {
                f38(w, o)
            } else if w & 0xff30000000000000 == 0xfb30000000000000 {
                f39(w, o)
            } else if w & 0xf800000000000000 == 0xf800000000000000 {
                f40(w, o)
            } else {
                f41(w, o)
            }
        }
        _ => unreachable!("five bits"),
    }
}

/// VMAD2
fn f0(w: u64, mut line: Line) -> Line {
    let o = &mut line;
    let mut nu = 0u64;
    {
        let (p, n) = &T0[(w >> 56 & 0x3) as usize];
        if *n == 255 {
            nu |= 1 << 1;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        const P: [u8; 16] = pad16("mad");
        o.put16(&P, 3);
    }
    {
        let (p, n) = &T1[(w >> 58 & 0x1) as usize];
        if *n == 255 {
            nu |= 1 << 0;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let sel = (w >> 32 & 0x3) as usize;
        let raw = (w >> 22 & 0x3f);
        if (sel == 0) && raw >= 60 {
            {
                const P: [u8; 16] = pad16(" i");
                o.put16(&P, 2);
            }
            o.dec(raw - 60);
        } else {
            const S: [u64; 4] = [2, 2, 2, 2];
            let num = (w >> 22 & 0x3f) * S[sel];
            {
                let (p, n) = &T2[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let (p, n) = &T3[(w >> 39 & 0xf) as usize];
        o.put16(p, *n as usize);
    }
    {
        const P: [u8; 16] = pad16(", ");
        o.put16(&P, 2);
    }
    if false {
        o.byte(b'-');
    }
    if ((w >> 50 & 0x1) & 1 != 0) {
        o.byte(b'|');
    }
    {
        let sel = (w >> 34 & 0x1) as usize;
        let raw = (w >> 12 & 0x3f);
        if (sel == 0) && raw >= 60 {
            {
                const P: [u8; 16] = pad16("i");
                o.put16(&P, 1);
            }
            o.dec(raw - 60);
        } else {
            const S: [u64; 2] = [2, 2];
            let num = (w >> 12 & 0x3f) * S[sel];
            {
                let (p, n) = &T4[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let (p, n) = &T5[((w >> 18 & 0x3) << 0 | (w >> 53 & 0x1) << 2) as usize];
        if *n == 255 {
            nu |= 0x100008;
        } else {
            o.put16(p, *n as usize);
        }
    }
    if (w >> 50 & 0x1) & 1 != 0 {
        o.byte(b'|');
    }
    {
        const P: [u8; 16] = pad16(", ");
        o.put16(&P, 2);
    }
    if ((w >> 37 & 0x3) & 1 != 0) {
        o.byte(b'-');
    }
    if ((w >> 37 & 0x3) & 2 != 0) {
        o.byte(b'|');
    }
    {
        let sel = ((w >> 30 & 0x3) | (w >> 49 & 0x1) << 2) as usize;
        let raw = (w >> 6 & 0x3f);
        if (sel == 0) && raw >= 60 {
            {
                const P: [u8; 16] = pad16("i");
                o.put16(&P, 1);
            }
            o.dec(raw - 60);
        } else {
            const S: [u64; 8] = [2, 2, 2, 2, 2, 1, 1, 1];
            let num = (w >> 6 & 0x3f) * S[sel];
            if (sel == 4) && num < 128 {
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T6[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let (p, n) = &T8[((w >> 20 & 0x3) << 0 | (w >> 44 & 0x1) << 2) as usize];
        if *n == 255 {
            nu |= 0x80200;
        } else {
            o.put16(p, *n as usize);
        }
    }
    if (w >> 37 & 0x3) & 2 != 0 {
        o.byte(b'|');
    }
    {
        const P: [u8; 16] = pad16(", ");
        o.put16(&P, 2);
    }
    if ((w >> 35 & 0x3) & 1 != 0) {
        o.byte(b'-');
    }
    if ((w >> 35 & 0x3) & 2 != 0) {
        o.byte(b'|');
    }
    {
        let sel = ((w >> 28 & 0x3) | (w >> 48 & 0x1) << 2) as usize;
        let raw = (w >> 0 & 0x3f);
        if (sel == 0) && raw >= 60 {
            {
                const P: [u8; 16] = pad16("i");
                o.put16(&P, 1);
            }
            o.dec(raw - 60);
        } else {
            const S: [u64; 8] = [2, 2, 2, 2, 2, 1, 1, 1];
            let num = (w >> 0 & 0x3f) * S[sel];
            if (sel == 4) && num < 128 {
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T6[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let (p, n) = &T9[((w >> 45 & 0x7) << 0) as usize];
        if *n == 255 {
            nu |= 0x100;
        } else {
            o.put16(p, *n as usize);
        }
    }
    if (w >> 35 & 0x3) & 2 != 0 {
        o.byte(b'|');
    }
    {
        let v = (w >> 55 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" skipinv");
            o.put16(&P, 8 * on as usize);
        }
    }
    {
        let v = (w >> 52 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" syncstart");
            o.put16(&P, 10 * on as usize);
        }
    }
    {
        let v = (w >> 43 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" nosched");
            o.put16(&P, 8 * on as usize);
        }
    }
    let residual = w & 0x48000000000000;
    if nu != 0 || residual != 0 {
        {
            const P: [u8; 16] = pad16(" ???");
            o.put16(&P, 4);
        }
        if nu & (1 << 0) != 0 {
            {
                const P: [u8; 16] = pad16(" dat_fmt=");
                o.put16(&P, 9);
            }
            o.dec((w >> 58 & 0x1));
        }
        if nu & (1 << 1) != 0 {
            {
                const P: [u8; 16] = pad16(" pred=");
                o.put16(&P, 6);
            }
            o.dec((w >> 56 & 0x3));
        }
        if nu & (1 << 3) != 0 {
            {
                const P: [u8; 16] = pad16(" src0_swiz_bits2");
                o.put16(&P, 16);
            }
            {
                const P: [u8; 16] = pad16("=");
                o.put16(&P, 1);
            }
            o.dec((w >> 53 & 0x1));
        }
        if nu & (1 << 8) != 0 {
            {
                const P: [u8; 16] = pad16(" src2_swiz=");
                o.put16(&P, 11);
            }
            o.dec((w >> 45 & 0x7));
        }
        if nu & (1 << 9) != 0 {
            {
                const P: [u8; 16] = pad16(" src1_swiz_bit2=");
                o.put16(&P, 16);
            }
            o.dec((w >> 44 & 0x1));
        }
        if nu & (1 << 19) != 0 {
            {
                const P: [u8; 16] = pad16(" src1_swiz_bits0");
                o.put16(&P, 16);
            }
            {
                const P: [u8; 16] = pad16("1=");
                o.put16(&P, 2);
            }
            o.dec((w >> 20 & 0x3));
        }
        if nu & (1 << 20) != 0 {
            {
                const P: [u8; 16] = pad16(" src0_swiz_bits0");
                o.put16(&P, 16);
            }
            {
                const P: [u8; 16] = pad16("1=");
                o.put16(&P, 2);
            }
            o.dec((w >> 18 & 0x3));
        }
        if residual != 0 {
            o.byte(b' ');
            o.hex(residual);
        }
    }
    line
}
/// V32NMAD
fn f1(w: u64, mut line: Line) -> Line {
    let o = &mut line;
    let mut nu = 0u64;
    {
        let (p, n) = &T10[(w >> 56 & 0x7) as usize];
        if *n == 255 {
            nu |= 1 << 0;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let (p, n) = &T11[(w >> 12 & 0x7) as usize];
        if *n == 255 {
            nu |= 1 << 19;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        const P: [u8; 16] = pad16(".f32");
        o.put16(&P, 4);
    }
    {
        let sel = ((w >> 32 & 0x3) | (w >> 51 & 0x1) << 2) as usize;
        let raw = (w >> 22 & 0x3f);
        if (sel == 0) && raw >= 60 {
            {
                const P: [u8; 16] = pad16(" i");
                o.put16(&P, 2);
            }
            o.dec(raw - 60);
        } else {
            const S: [u64; 8] = [2, 2, 2, 2, 2, 1, 2, 1];
            let num = (w >> 22 & 0x3f) * S[sel];
            if (sel == 3) && num < 128 {
                {
                    const P: [u8; 16] = pad16(" ");
                    o.put16(&P, 1);
                }
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T12[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let (p, n) = &T3[(w >> 39 & 0xf) as usize];
        o.put16(p, *n as usize);
    }
    {
        const P: [u8; 16] = pad16(", ");
        o.put16(&P, 2);
    }
    if ((w >> 37 & 0x3) & 1 != 0) {
        o.byte(b'-');
    }
    if ((w >> 37 & 0x3) & 2 != 0) {
        o.byte(b'|');
    }
    {
        let sel = ((w >> 30 & 0x3) | (w >> 49 & 0x1) << 2) as usize;
        let raw = (w >> 6 & 0x3f);
        if (sel == 0) && raw >= 60 {
            {
                const P: [u8; 16] = pad16("i");
                o.put16(&P, 1);
            }
            o.dec(raw - 60);
        } else {
            const S: [u64; 8] = [2, 2, 2, 2, 2, 1, 1, 1];
            let num = (w >> 6 & 0x3f) * S[sel];
            if (sel == 4) && num < 128 {
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T6[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let v = ((w >> 15 & 0x7f) << 0 | (w >> 34 & 0x3) << 7 | (w >> 50 & 0x1) << 9 | (w >> 53 & 0x3) << 10) as usize;
        o.byte(b'.');
        o.put16(&T13[v & 63].0, 2);
        o.put16(&T13[v >> 6 & 63].0, 2);
    }
    if (w >> 37 & 0x3) & 2 != 0 {
        o.byte(b'|');
    }
    {
        const P: [u8; 16] = pad16(", ");
        o.put16(&P, 2);
    }
    if false {
        o.byte(b'-');
    }
    if ((w >> 36 & 0x1) & 1 != 0) {
        o.byte(b'|');
    }
    {
        let sel = ((w >> 28 & 0x3) | (w >> 48 & 0x1) << 2) as usize;
        let raw = (w >> 0 & 0x3f);
        if (sel == 0) && raw >= 60 {
            {
                const P: [u8; 16] = pad16("i");
                o.put16(&P, 1);
            }
            o.dec(raw - 60);
        } else {
            const S: [u64; 8] = [2, 2, 2, 2, 2, 1, 1, 1];
            let num = (w >> 0 & 0x3f) * S[sel];
            if (sel == 4) && num < 128 {
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T6[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let (p, n) = &T14[((w >> 44 & 0xf) << 0) as usize];
        if *n == 255 {
            nu |= 0x100;
        } else {
            o.put16(p, *n as usize);
        }
    }
    if (w >> 36 & 0x1) & 1 != 0 {
        o.byte(b'|');
    }
    {
        let v = (w >> 55 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" skipinv");
            o.put16(&P, 8 * on as usize);
        }
    }
    {
        let v = (w >> 52 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" syncstart");
            o.put16(&P, 10 * on as usize);
        }
    }
    {
        let v = (w >> 43 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" nosched");
            o.put16(&P, 8 * on as usize);
        }
    }
    let residual = w & 0x0;
    if nu != 0 || residual != 0 {
        {
            const P: [u8; 16] = pad16(" ???");
            o.put16(&P, 4);
        }
        if nu & (1 << 0) != 0 {
            {
                const P: [u8; 16] = pad16(" pred=");
                o.put16(&P, 6);
            }
            o.dec((w >> 56 & 0x7));
        }
        if nu & (1 << 8) != 0 {
            {
                const P: [u8; 16] = pad16(" src2_swiz=");
                o.put16(&P, 11);
            }
            o.dec((w >> 44 & 0xf));
        }
        if nu & (1 << 19) != 0 {
            {
                const P: [u8; 16] = pad16(" op2=");
                o.put16(&P, 5);
            }
            o.dec((w >> 12 & 0x7));
        }
        if residual != 0 {
            o.byte(b' ');
            o.hex(residual);
        }
    }
    line
}
/// V16NMAD
fn f2(w: u64, mut line: Line) -> Line {
    let o = &mut line;
    let mut nu = 0u64;
    {
        let (p, n) = &T10[(w >> 56 & 0x7) as usize];
        if *n == 255 {
            nu |= 1 << 0;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let (p, n) = &T11[(w >> 12 & 0x7) as usize];
        if *n == 255 {
            nu |= 1 << 19;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        const P: [u8; 16] = pad16(".f16");
        o.put16(&P, 4);
    }
    {
        let sel = ((w >> 32 & 0x3) | (w >> 51 & 0x1) << 2) as usize;
        let raw = (w >> 22 & 0x3f);
        if (sel == 0) && raw >= 60 {
            {
                const P: [u8; 16] = pad16(" i");
                o.put16(&P, 2);
            }
            o.dec(raw - 60);
        } else {
            const S: [u64; 8] = [2, 2, 2, 2, 2, 1, 2, 1];
            let num = (w >> 22 & 0x3f) * S[sel];
            if (sel == 3) && num < 128 {
                {
                    const P: [u8; 16] = pad16(" ");
                    o.put16(&P, 1);
                }
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T12[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let (p, n) = &T3[(w >> 39 & 0xf) as usize];
        o.put16(p, *n as usize);
    }
    {
        const P: [u8; 16] = pad16(", ");
        o.put16(&P, 2);
    }
    if ((w >> 37 & 0x3) & 1 != 0) {
        o.byte(b'-');
    }
    if ((w >> 37 & 0x3) & 2 != 0) {
        o.byte(b'|');
    }
    {
        let sel = ((w >> 30 & 0x3) | (w >> 49 & 0x1) << 2) as usize;
        let raw = (w >> 6 & 0x3f);
        if (sel == 0) && raw >= 60 {
            {
                const P: [u8; 16] = pad16("i");
                o.put16(&P, 1);
            }
            o.dec(raw - 60);
        } else {
            const S: [u64; 8] = [2, 2, 2, 2, 2, 1, 1, 1];
            let num = (w >> 6 & 0x3f) * S[sel];
            if (sel == 4) && num < 128 {
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T6[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let v = ((w >> 15 & 0x7f) << 0 | (w >> 34 & 0x3) << 7 | (w >> 50 & 0x1) << 9 | (w >> 53 & 0x3) << 10) as usize;
        o.byte(b'.');
        o.put16(&T13[v & 63].0, 2);
        o.put16(&T13[v >> 6 & 63].0, 2);
    }
    if (w >> 37 & 0x3) & 2 != 0 {
        o.byte(b'|');
    }
    {
        const P: [u8; 16] = pad16(", ");
        o.put16(&P, 2);
    }
    if false {
        o.byte(b'-');
    }
    if ((w >> 36 & 0x1) & 1 != 0) {
        o.byte(b'|');
    }
    {
        let sel = ((w >> 28 & 0x3) | (w >> 48 & 0x1) << 2) as usize;
        let raw = (w >> 0 & 0x3f);
        if (sel == 0) && raw >= 60 {
            {
                const P: [u8; 16] = pad16("i");
                o.put16(&P, 1);
            }
            o.dec(raw - 60);
        } else {
            const S: [u64; 8] = [2, 2, 2, 2, 2, 1, 1, 1];
            let num = (w >> 0 & 0x3f) * S[sel];
            if (sel == 4) && num < 128 {
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T6[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let (p, n) = &T14[((w >> 44 & 0xf) << 0) as usize];
        if *n == 255 {
            nu |= 0x100;
        } else {
            o.put16(p, *n as usize);
        }
    }
    if (w >> 36 & 0x1) & 1 != 0 {
        o.byte(b'|');
    }
    {
        let v = (w >> 55 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" skipinv");
            o.put16(&P, 8 * on as usize);
        }
    }
    {
        let v = (w >> 52 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" syncstart");
            o.put16(&P, 10 * on as usize);
        }
    }
    {
        let v = (w >> 43 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" nosched");
            o.put16(&P, 8 * on as usize);
        }
    }
    let residual = w & 0x0;
    if nu != 0 || residual != 0 {
        {
            const P: [u8; 16] = pad16(" ???");
            o.put16(&P, 4);
        }
        if nu & (1 << 0) != 0 {
            {
                const P: [u8; 16] = pad16(" pred=");
                o.put16(&P, 6);
            }
            o.dec((w >> 56 & 0x7));
        }
        if nu & (1 << 8) != 0 {
            {
                const P: [u8; 16] = pad16(" src2_swiz=");
                o.put16(&P, 11);
            }
            o.dec((w >> 44 & 0xf));
        }
        if nu & (1 << 19) != 0 {
            {
                const P: [u8; 16] = pad16(" op2=");
                o.put16(&P, 5);
            }
            o.dec((w >> 12 & 0x7));
        }
        if residual != 0 {
            o.byte(b' ');
            o.hex(residual);
        }
    }
    line
}
/// VMAD
fn f3(w: u64, mut line: Line) -> Line {
    let o = &mut line;
    let mut nu = 0u64;
    {
        let (p, n) = &T10[(w >> 56 & 0x7) as usize];
        if *n == 255 {
            nu |= 1 << 0;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        const P: [u8; 16] = pad16("mad");
        o.put16(&P, 3);
    }
    {
        const P: [u8; 16] = pad16(".f32");
        o.put16(&P, 4);
    }
    {
        let sel = ((w >> 32 & 0x3) | (w >> 51 & 0x1) << 2) as usize;
        let raw = (w >> 22 & 0x3f);
        if (sel == 0) && raw >= 60 {
            {
                const P: [u8; 16] = pad16(" i");
                o.put16(&P, 2);
            }
            o.dec(raw - 60);
        } else {
            const S: [u64; 8] = [2, 2, 2, 2, 2, 1, 2, 1];
            let num = (w >> 22 & 0x3f) * S[sel];
            if (sel == 3) && num < 128 {
                {
                    const P: [u8; 16] = pad16(" ");
                    o.put16(&P, 1);
                }
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T12[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let (p, n) = &T3[(w >> 39 & 0xf) as usize];
        o.put16(p, *n as usize);
    }
    {
        const P: [u8; 16] = pad16(", ");
        o.put16(&P, 2);
    }
    if ((w >> 11 & 0x1) & 1 != 0) {
        o.byte(b'-');
    }
    if ((w >> 46 & 0x1) & 1 != 0) {
        o.byte(b'|');
    }
    {
        const P: [u8; 16] = pad16("i");
        o.put16(&P, 1);
    }
    o.dec((w >> 28 & 0x3));
    {
        let (p, n) = &T15[((w >> 18 & 0xf) << 0 | (w >> 34 & 0x1) << 4 | (w >> 52 & 0x1) << 5) as usize];
        if *n == 255 {
            nu |= 0x210000;
        } else {
            o.put16(p, *n as usize);
        }
    }
    if (w >> 46 & 0x1) & 1 != 0 {
        o.byte(b'|');
    }
    {
        const P: [u8; 16] = pad16(", ");
        o.put16(&P, 2);
    }
    if ((w >> 38 & 0x1) & 1 != 0) {
        o.byte(b'-');
    }
    if ((w >> 37 & 0x1) & 1 != 0) {
        o.byte(b'|');
    }
    {
        let sel = ((w >> 30 & 0x3) | (w >> 49 & 0x1) << 2) as usize;
        let raw = (w >> 0 & 0x3f);
        if (sel == 0) && raw >= 60 {
            {
                const P: [u8; 16] = pad16("i");
                o.put16(&P, 1);
            }
            o.dec(raw - 60);
        } else {
            const S: [u64; 8] = [2, 2, 2, 2, 2, 1, 1, 1];
            let num = (w >> 0 & 0x3f) * S[sel];
            if (sel == 4) && num < 128 {
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T6[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let (p, n) = &T15[((w >> 6 & 0xf) << 0 | (w >> 10 & 0x1) << 4 | (w >> 52 & 0x1) << 5) as usize];
        if *n == 255 {
            nu |= 0x6000000;
        } else {
            o.put16(p, *n as usize);
        }
    }
    if (w >> 37 & 0x1) & 1 != 0 {
        o.byte(b'|');
    }
    {
        const P: [u8; 16] = pad16(", ");
        o.put16(&P, 2);
    }
    if ((w >> 36 & 0x1) & 1 != 0) {
        o.byte(b'-');
    }
    if ((w >> 35 & 0x1) & 1 != 0) {
        o.byte(b'|');
    }
    {
        const P: [u8; 16] = pad16("i");
        o.put16(&P, 1);
    }
    o.dec((w >> 12 & 0x3));
    {
        let (p, n) = &T15[((w >> 14 & 0xf) << 0 | (w >> 54 & 0x1) << 4 | (w >> 52 & 0x1) << 5) as usize];
        if *n == 255 {
            nu |= 0x400004;
        } else {
            o.put16(p, *n as usize);
        }
    }
    if (w >> 35 & 0x1) & 1 != 0 {
        o.byte(b'|');
    }
    {
        let (p, n) = &T16[(w >> 52 & 0x1) as usize];
        if *n == 255 {
            nu |= 1 << 3;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let (p, n) = &T17[(w >> 44 & 0x3) as usize];
        if *n == 255 {
            nu |= 1 << 9;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let (p, n) = &T18[(w >> 47 & 0x3) as usize];
        if *n == 255 {
            nu |= 1 << 7;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let v = (w >> 55 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" skipinv");
            o.put16(&P, 8 * on as usize);
        }
    }
    {
        let v = (w >> 50 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" end");
            o.put16(&P, 4 * on as usize);
        }
    }
    {
        let v = (w >> 43 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" nosched");
            o.put16(&P, 8 * on as usize);
        }
    }
    let residual = w & 0x0;
    if nu != 0 || residual != 0 {
        {
            const P: [u8; 16] = pad16(" ???");
            o.put16(&P, 4);
        }
        if nu & (1 << 0) != 0 {
            {
                const P: [u8; 16] = pad16(" pred=");
                o.put16(&P, 6);
            }
            o.dec((w >> 56 & 0x7));
        }
        if nu & (1 << 2) != 0 {
            {
                const P: [u8; 16] = pad16(" gpi1_swiz_ext=");
                o.put16(&P, 15);
            }
            o.dec((w >> 54 & 0x1));
        }
        if nu & (1 << 3) != 0 {
            {
                const P: [u8; 16] = pad16(" opcode2=");
                o.put16(&P, 9);
            }
            o.dec((w >> 52 & 0x1));
        }
        if nu & (1 << 7) != 0 {
            {
                const P: [u8; 16] = pad16(" repeat_mode=");
                o.put16(&P, 13);
            }
            o.dec((w >> 47 & 0x3));
        }
        if nu & (1 << 9) != 0 {
            {
                const P: [u8; 16] = pad16(" repeat_count=");
                o.put16(&P, 14);
            }
            o.dec((w >> 44 & 0x3));
        }
        if nu & (1 << 16) != 0 {
            {
                const P: [u8; 16] = pad16(" gpi0_swiz_ext=");
                o.put16(&P, 15);
            }
            o.dec((w >> 34 & 0x1));
        }
        if nu & (1 << 21) != 0 {
            {
                const P: [u8; 16] = pad16(" gpi0_swiz=");
                o.put16(&P, 11);
            }
            o.dec((w >> 18 & 0xf));
        }
        if nu & (1 << 22) != 0 {
            {
                const P: [u8; 16] = pad16(" gpi1_swiz=");
                o.put16(&P, 11);
            }
            o.dec((w >> 14 & 0xf));
        }
        if nu & (1 << 25) != 0 {
            {
                const P: [u8; 16] = pad16(" src1_swiz_ext=");
                o.put16(&P, 15);
            }
            o.dec((w >> 10 & 0x1));
        }
        if nu & (1 << 26) != 0 {
            {
                const P: [u8; 16] = pad16(" src1_swiz=");
                o.put16(&P, 11);
            }
            o.dec((w >> 6 & 0xf));
        }
        if residual != 0 {
            o.byte(b' ');
            o.hex(residual);
        }
    }
    line
}
/// VDP
fn f4(w: u64, mut line: Line) -> Line {
    let o = &mut line;
    let mut nu = 0u64;
    {
        let (p, n) = &T10[(w >> 56 & 0x7) as usize];
        if *n == 255 {
            nu |= 1 << 0;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        const P: [u8; 16] = pad16("dot");
        o.put16(&P, 3);
    }
    {
        const P: [u8; 16] = pad16(".f32");
        o.put16(&P, 4);
    }
    {
        let sel = ((w >> 32 & 0x3) | (w >> 51 & 0x1) << 2) as usize;
        let raw = (w >> 22 & 0x3f);
        if (sel == 0) && raw >= 60 {
            {
                const P: [u8; 16] = pad16(" i");
                o.put16(&P, 2);
            }
            o.dec(raw - 60);
        } else {
            const S: [u64; 8] = [2, 2, 2, 2, 2, 1, 2, 1];
            let num = (w >> 22 & 0x3f) * S[sel];
            if (sel == 3) && num < 128 {
                {
                    const P: [u8; 16] = pad16(" ");
                    o.put16(&P, 1);
                }
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T12[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let (p, n) = &T3[(w >> 39 & 0xf) as usize];
        o.put16(p, *n as usize);
    }
    {
        const P: [u8; 16] = pad16(", ");
        o.put16(&P, 2);
    }
    if false {
        o.byte(b'-');
    }
    if ((w >> 46 & 0x1) & 1 != 0) {
        o.byte(b'|');
    }
    {
        const P: [u8; 16] = pad16("i");
        o.put16(&P, 1);
    }
    o.dec((w >> 28 & 0x3));
    {
        let (p, n) = &T19[((w >> 18 & 0xf) << 0 | (w >> 52 & 0x1) << 4) as usize];
        if *n == 255 {
            nu |= 0x80000;
        } else {
            o.put16(p, *n as usize);
        }
    }
    if (w >> 46 & 0x1) & 1 != 0 {
        o.byte(b'|');
    }
    {
        const P: [u8; 16] = pad16(", ");
        o.put16(&P, 2);
    }
    if ((w >> 38 & 0x1) & 1 != 0) {
        o.byte(b'-');
    }
    if ((w >> 37 & 0x1) & 1 != 0) {
        o.byte(b'|');
    }
    {
        let sel = ((w >> 30 & 0x3) | (w >> 49 & 0x1) << 2) as usize;
        let raw = (w >> 0 & 0x3f);
        if (sel == 0) && raw >= 60 {
            {
                const P: [u8; 16] = pad16("i");
                o.put16(&P, 1);
            }
            o.dec(raw - 60);
        } else {
            const S: [u64; 8] = [2, 2, 2, 2, 2, 1, 1, 1];
            let num = (w >> 0 & 0x3f) * S[sel];
            if (sel == 4) && num < 128 {
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T6[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let v = ((w >> 6 & 0x7) << 0 | (w >> 9 & 0x7) << 3 | (w >> 12 & 0x7) << 6 | (w >> 15 & 0x7) << 9) as usize;
        o.byte(b'.');
        o.put16(&T13[v & 63].0, 2);
        o.put16(&T13[v >> 6 & 63].0, 2);
    }
    if (w >> 37 & 0x1) & 1 != 0 {
        o.byte(b'|');
    }
    {
        let (p, n) = &T16[(w >> 52 & 0x1) as usize];
        if *n == 255 {
            nu |= 1 << 3;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let (p, n) = &T17[(w >> 44 & 0x3) as usize];
        if *n == 255 {
            nu |= 1 << 9;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let (p, n) = &T18[(w >> 47 & 0x3) as usize];
        if *n == 255 {
            nu |= 1 << 7;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let v = (w >> 55 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" skipinv");
            o.put16(&P, 8 * on as usize);
        }
    }
    {
        let v = (w >> 54 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" clip_plane_enab");
            o.put16(&P, 16 * on as usize);
        }
        {
            const P: [u8; 16] = pad16("le");
            o.put16(&P, 2 * on as usize);
        }
    }
    {
        let v = (w >> 50 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" end");
            o.put16(&P, 4 * on as usize);
        }
    }
    {
        let v = (w >> 43 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" nosched");
            o.put16(&P, 8 * on as usize);
        }
    }
    {
        let v = (w >> 34 & 0x7);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" clip_plane_n=");
            o.put16(&P, 14 * on as usize);
        }
        o.dec_if(v, on);
    }
    let residual = w & 0x0;
    if nu != 0 || residual != 0 {
        {
            const P: [u8; 16] = pad16(" ???");
            o.put16(&P, 4);
        }
        if nu & (1 << 0) != 0 {
            {
                const P: [u8; 16] = pad16(" pred=");
                o.put16(&P, 6);
            }
            o.dec((w >> 56 & 0x7));
        }
        if nu & (1 << 3) != 0 {
            {
                const P: [u8; 16] = pad16(" opcode2=");
                o.put16(&P, 9);
            }
            o.dec((w >> 52 & 0x1));
        }
        if nu & (1 << 7) != 0 {
            {
                const P: [u8; 16] = pad16(" repeat_mode=");
                o.put16(&P, 13);
            }
            o.dec((w >> 47 & 0x3));
        }
        if nu & (1 << 9) != 0 {
            {
                const P: [u8; 16] = pad16(" repeat_count=");
                o.put16(&P, 14);
            }
            o.dec((w >> 44 & 0x3));
        }
        if nu & (1 << 19) != 0 {
            {
                const P: [u8; 16] = pad16(" gpi0_swiz=");
                o.put16(&P, 11);
            }
            o.dec((w >> 18 & 0xf));
        }
        if residual != 0 {
            o.byte(b' ');
            o.hex(residual);
        }
    }
    line
}
/// VDUAL3
fn f5(w: u64, mut line: Line) -> Line {
    let o = &mut line;
    if crate::syntax::dual::print(5, w, o) {
        return line;
    }
    let mut nu = 0u64;
    {
        let (p, n) = &T0[(w >> 56 & 0x3) as usize];
        if *n == 255 {
            nu |= 1 << 1;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let (p, n) = &T20[((w >> 44 & 0x7) | (w >> 54 & 0x1) << 3) as usize];
        if *n == 255 {
            nu |= 1 << 7;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let (p, n) = &T1[(w >> 53 & 0x1) as usize];
        if *n == 255 {
            nu |= 1 << 3;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        const P: [u8; 16] = pad16(" +");
        o.put16(&P, 2);
    }
    {
        let (p, n) = &T21[((w >> 18 & 0x7) | (w >> 43 & 0x1) << 3) as usize];
        if *n == 255 {
            nu |= 1 << 15;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let v = (w >> 58 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" gpi1_neg");
            o.put16(&P, 9 * on as usize);
        }
    }
    {
        let v = (w >> 55 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" skipinv");
            o.put16(&P, 8 * on as usize);
        }
    }
    {
        let v = (w >> 52 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" gpi1_swizz_ext");
            o.put16(&P, 15 * on as usize);
        }
    }
    {
        let v = (w >> 48 & 0xf);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" unified_store_s");
            o.put16(&P, 16 * on as usize);
        }
        {
            const P: [u8; 16] = pad16("wizz=");
            o.put16(&P, 5 * on as usize);
        }
        o.dec_if(v, on);
    }
    {
        let v = (w >> 47 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" unified_store_n");
            o.put16(&P, 16 * on as usize);
        }
        {
            const P: [u8; 16] = pad16("eg");
            o.put16(&P, 2 * on as usize);
        }
    }
    {
        let v = (w >> 42 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" prim_ustore");
            o.put16(&P, 12 * on as usize);
        }
    }
    {
        let v = (w >> 38 & 0xf);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" gpi0_swizz=");
            o.put16(&P, 12 * on as usize);
        }
        o.dec_if(v, on);
    }
    {
        let v = (w >> 34 & 0xf);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" gpi1_swizz=");
            o.put16(&P, 12 * on as usize);
        }
        o.dec_if(v, on);
    }
    {
        let v = (w >> 32 & 0x3);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" prim_dest_bank=");
            o.put16(&P, 16 * on as usize);
        }
        o.dec_if(v, on);
    }
    {
        let v = (w >> 30 & 0x3);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" unified_store_s");
            o.put16(&P, 16 * on as usize);
        }
        {
            const P: [u8; 16] = pad16("lot_bank=");
            o.put16(&P, 9 * on as usize);
        }
        o.dec_if(v, on);
    }
    {
        let v = (w >> 28 & 0x3);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" prim_dest_num_g");
            o.put16(&P, 16 * on as usize);
        }
        {
            const P: [u8; 16] = pad16("pi_case=");
            o.put16(&P, 8 * on as usize);
        }
        o.dec_if(v, on);
    }
    {
        let v = (w >> 21 & 0x7f);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" prim_dest_num=");
            o.put16(&P, 15 * on as usize);
        }
        o.dec_if(v, on);
    }
    {
        let v = (w >> 16 & 0x3);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" src_config=");
            o.put16(&P, 12 * on as usize);
        }
        o.dec_if(v, on);
    }
    {
        let v = (w >> 15 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" gpi2_slot_num_b");
            o.put16(&P, 16 * on as usize);
        }
        {
            const P: [u8; 16] = pad16("it_1");
            o.put16(&P, 4 * on as usize);
        }
    }
    {
        let v = (w >> 14 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" gpi2_slot_num_b");
            o.put16(&P, 16 * on as usize);
        }
        {
            const P: [u8; 16] = pad16("it_0_or_unified_");
            o.put16(&P, 16 * on as usize);
        }
        {
            const P: [u8; 16] = pad16("store_abs");
            o.put16(&P, 9 * on as usize);
        }
    }
    {
        let v = (w >> 12 & 0x3);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" gpi1_slot_num=");
            o.put16(&P, 15 * on as usize);
        }
        o.dec_if(v, on);
    }
    {
        let v = (w >> 10 & 0x3);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" gpi0_slot_num=");
            o.put16(&P, 15 * on as usize);
        }
        o.dec_if(v, on);
    }
    {
        let v = (w >> 7 & 0x7);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" write_mask_non_");
            o.put16(&P, 16 * on as usize);
        }
        {
            const P: [u8; 16] = pad16("gpi=");
            o.put16(&P, 4 * on as usize);
        }
        o.dec_if(v, on);
    }
    {
        let v = (w >> 0 & 0x7f);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" unified_store_s");
            o.put16(&P, 16 * on as usize);
        }
        {
            const P: [u8; 16] = pad16("lot_num=");
            o.put16(&P, 8 * on as usize);
        }
        o.dec_if(v, on);
    }
    let residual = w & 0x0;
    if nu != 0 || residual != 0 {
        {
            const P: [u8; 16] = pad16(" ???");
            o.put16(&P, 4);
        }
        if nu & (1 << 1) != 0 {
            {
                const P: [u8; 16] = pad16(" sv_pred=");
                o.put16(&P, 9);
            }
            o.dec((w >> 56 & 0x3));
        }
        if nu & (1 << 3) != 0 {
            {
                const P: [u8; 16] = pad16(" type_f16=");
                o.put16(&P, 10);
            }
            o.dec((w >> 53 & 0x1));
        }
        if nu & (1 << 7) != 0 {
            {
                const P: [u8; 16] = pad16(" dual_op1=");
                o.put16(&P, 10);
            }
            o.dec(((w >> 44 & 0x7) | (w >> 54 & 0x1) << 3));
        }
        if nu & (1 << 15) != 0 {
            {
                const P: [u8; 16] = pad16(" dual_op2=");
                o.put16(&P, 10);
            }
            o.dec(((w >> 18 & 0x7) | (w >> 43 & 0x1) << 3));
        }
        if residual != 0 {
            o.byte(b' ');
            o.hex(residual);
        }
    }
    line
}
/// VDUAL4
fn f6(w: u64, mut line: Line) -> Line {
    let o = &mut line;
    if crate::syntax::dual::print(6, w, o) {
        return line;
    }
    let mut nu = 0u64;
    {
        let (p, n) = &T0[(w >> 56 & 0x3) as usize];
        if *n == 255 {
            nu |= 1 << 2;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let (p, n) = &T22[(w >> 44 & 0x7) as usize];
        if *n == 255 {
            nu |= 1 << 8;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let (p, n) = &T1[(w >> 53 & 0x1) as usize];
        if *n == 255 {
            nu |= 1 << 4;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        const P: [u8; 16] = pad16(" +");
        o.put16(&P, 2);
    }
    {
        let (p, n) = &T21[((w >> 18 & 0x7) | (w >> 43 & 0x1) << 3) as usize];
        if *n == 255 {
            nu |= 1 << 16;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        const P: [u8; 16] = pad16(".v4");
        o.put16(&P, 3);
    }
    {
        let v = (w >> 58 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" gpi1_neg");
            o.put16(&P, 9 * on as usize);
        }
    }
    {
        let v = (w >> 54 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" has_w");
            o.put16(&P, 6 * on as usize);
        }
    }
    {
        let v = (w >> 55 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" skipinv");
            o.put16(&P, 8 * on as usize);
        }
    }
    {
        let v = (w >> 52 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" gpi1_swizz_ext");
            o.put16(&P, 15 * on as usize);
        }
    }
    {
        let v = (w >> 48 & 0xf);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" unified_store_s");
            o.put16(&P, 16 * on as usize);
        }
        {
            const P: [u8; 16] = pad16("wizz=");
            o.put16(&P, 5 * on as usize);
        }
        o.dec_if(v, on);
    }
    {
        let v = (w >> 47 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" unified_store_n");
            o.put16(&P, 16 * on as usize);
        }
        {
            const P: [u8; 16] = pad16("eg");
            o.put16(&P, 2 * on as usize);
        }
    }
    {
        let v = (w >> 42 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" prim_ustore");
            o.put16(&P, 12 * on as usize);
        }
    }
    {
        let v = (w >> 38 & 0xf);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" gpi0_swizz=");
            o.put16(&P, 12 * on as usize);
        }
        o.dec_if(v, on);
    }
    {
        let v = (w >> 34 & 0xf);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" gpi1_swizz=");
            o.put16(&P, 12 * on as usize);
        }
        o.dec_if(v, on);
    }
    {
        let v = (w >> 32 & 0x3);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" prim_dest_bank=");
            o.put16(&P, 16 * on as usize);
        }
        o.dec_if(v, on);
    }
    {
        let v = (w >> 30 & 0x3);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" unified_store_s");
            o.put16(&P, 16 * on as usize);
        }
        {
            const P: [u8; 16] = pad16("lot_bank=");
            o.put16(&P, 9 * on as usize);
        }
        o.dec_if(v, on);
    }
    {
        let v = (w >> 28 & 0x3);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" prim_dest_num_g");
            o.put16(&P, 16 * on as usize);
        }
        {
            const P: [u8; 16] = pad16("pi_case=");
            o.put16(&P, 8 * on as usize);
        }
        o.dec_if(v, on);
    }
    {
        let v = (w >> 21 & 0x7f);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" prim_dest_num=");
            o.put16(&P, 15 * on as usize);
        }
        o.dec_if(v, on);
    }
    {
        let v = (w >> 16 & 0x3);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" src_config=");
            o.put16(&P, 12 * on as usize);
        }
        o.dec_if(v, on);
    }
    {
        let v = (w >> 15 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" gpi2_slot_num_b");
            o.put16(&P, 16 * on as usize);
        }
        {
            const P: [u8; 16] = pad16("it_1");
            o.put16(&P, 4 * on as usize);
        }
    }
    {
        let v = (w >> 14 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" gpi2_slot_num_b");
            o.put16(&P, 16 * on as usize);
        }
        {
            const P: [u8; 16] = pad16("it_0_or_unified_");
            o.put16(&P, 16 * on as usize);
        }
        {
            const P: [u8; 16] = pad16("store_abs");
            o.put16(&P, 9 * on as usize);
        }
    }
    {
        let v = (w >> 12 & 0x3);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" gpi1_slot_num=");
            o.put16(&P, 15 * on as usize);
        }
        o.dec_if(v, on);
    }
    {
        let v = (w >> 10 & 0x3);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" gpi0_slot_num=");
            o.put16(&P, 15 * on as usize);
        }
        o.dec_if(v, on);
    }
    {
        let v = (w >> 7 & 0x7);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" write_mask_non_");
            o.put16(&P, 16 * on as usize);
        }
        {
            const P: [u8; 16] = pad16("gpi=");
            o.put16(&P, 4 * on as usize);
        }
        o.dec_if(v, on);
    }
    {
        let v = (w >> 0 & 0x7f);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" unified_store_s");
            o.put16(&P, 16 * on as usize);
        }
        {
            const P: [u8; 16] = pad16("lot_num=");
            o.put16(&P, 8 * on as usize);
        }
        o.dec_if(v, on);
    }
    let residual = w & 0x0;
    if nu != 0 || residual != 0 {
        {
            const P: [u8; 16] = pad16(" ???");
            o.put16(&P, 4);
        }
        if nu & (1 << 2) != 0 {
            {
                const P: [u8; 16] = pad16(" sv_pred=");
                o.put16(&P, 9);
            }
            o.dec((w >> 56 & 0x3));
        }
        if nu & (1 << 4) != 0 {
            {
                const P: [u8; 16] = pad16(" type_f16=");
                o.put16(&P, 10);
            }
            o.dec((w >> 53 & 0x1));
        }
        if nu & (1 << 8) != 0 {
            {
                const P: [u8; 16] = pad16(" dual_op1=");
                o.put16(&P, 10);
            }
            o.dec((w >> 44 & 0x7));
        }
        if nu & (1 << 16) != 0 {
            {
                const P: [u8; 16] = pad16(" dual_op2=");
                o.put16(&P, 10);
            }
            o.dec(((w >> 18 & 0x7) | (w >> 43 & 0x1) << 3));
        }
        if residual != 0 {
            o.byte(b' ');
            o.hex(residual);
        }
    }
    line
}
/// VCOMP
fn f7(w: u64, mut line: Line) -> Line {
    let o = &mut line;
    let mut nu = 0u64;
    {
        let (p, n) = &T23[(w >> 56 & 0x7) as usize];
        if *n == 255 {
            nu |= 1 << 0;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let (p, n) = &T24[(w >> 41 & 0x3) as usize];
        if *n == 255 {
            nu |= 1 << 9;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let (p, n) = &T25[(w >> 53 & 0x3) as usize];
        if *n == 255 {
            nu |= 1 << 2;
        } else {
            o.put16(p, *n as usize);
        }
    }
    if (w >> 39 & 0x3) != (w >> 53 & 0x3) {
        {
            let (p, n) = &T25[(w >> 39 & 0x3) as usize];
            if *n == 255 {
                nu |= 1 << 10;
            } else {
                o.put16(p, *n as usize);
            }
        }
    }
    {
        let sel = ((w >> 32 & 0x3) | (w >> 51 & 0x1) << 2) as usize;
        let raw = (w >> 21 & 0x7f);
        if (sel == 0) && raw >= 124 {
            {
                const P: [u8; 16] = pad16(" i");
                o.put16(&P, 2);
            }
            o.dec(raw - 124);
        } else {
            const S: [u64; 8] = [2, 2, 2, 2, 2, 1, 2, 1];
            let num = (w >> 21 & 0x7f) * S[sel];
            if (sel == 3) && num < 128 {
                {
                    const P: [u8; 16] = pad16(" ");
                    o.put16(&P, 1);
                }
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T12[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let (p, n) = &T3[(w >> 0 & 0xf) as usize];
        o.put16(p, *n as usize);
    }
    {
        const P: [u8; 16] = pad16(", ");
        o.put16(&P, 2);
    }
    if ((w >> 37 & 0x3) & 1 != 0) {
        o.byte(b'-');
    }
    if ((w >> 37 & 0x3) & 2 != 0) {
        o.byte(b'|');
    }
    {
        let sel = ((w >> 30 & 0x3) | (w >> 49 & 0x1) << 2) as usize;
        let raw = (w >> 7 & 0x7f);
        if (sel == 0) && raw >= 124 {
            {
                const P: [u8; 16] = pad16("i");
                o.put16(&P, 1);
            }
            o.dec(raw - 124);
        } else {
            const S: [u64; 8] = [2, 2, 2, 2, 2, 1, 1, 1];
            let num = (w >> 7 & 0x7f) * S[sel];
            if (sel == 4) && num < 128 {
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T6[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let (p, n) = &T26[((w >> 35 & 0x3) << 0) as usize];
        if *n == 255 {
            nu |= 0x1000;
        } else {
            o.put16(p, *n as usize);
        }
    }
    if (w >> 37 & 0x3) & 2 != 0 {
        o.byte(b'|');
    }
    {
        let (p, n) = &T27[(w >> 44 & 0xf) as usize];
        if *n == 255 {
            nu |= 1 << 7;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let v = (w >> 55 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" skipinv");
            o.put16(&P, 8 * on as usize);
        }
    }
    {
        let v = (w >> 52 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" syncstart");
            o.put16(&P, 10 * on as usize);
        }
    }
    {
        let v = (w >> 50 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" end");
            o.put16(&P, 4 * on as usize);
        }
    }
    {
        let v = (w >> 43 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" nosched");
            o.put16(&P, 8 * on as usize);
        }
    }
    let residual = w & 0x10004301fc070;
    if nu != 0 || residual != 0 {
        {
            const P: [u8; 16] = pad16(" ???");
            o.put16(&P, 4);
        }
        if nu & (1 << 0) != 0 {
            {
                const P: [u8; 16] = pad16(" pred=");
                o.put16(&P, 6);
            }
            o.dec((w >> 56 & 0x7));
        }
        if nu & (1 << 2) != 0 {
            {
                const P: [u8; 16] = pad16(" dest_type=");
                o.put16(&P, 11);
            }
            o.dec((w >> 53 & 0x3));
        }
        if nu & (1 << 7) != 0 {
            {
                const P: [u8; 16] = pad16(" repeat_count=");
                o.put16(&P, 14);
            }
            o.dec((w >> 44 & 0xf));
        }
        if nu & (1 << 9) != 0 {
            {
                const P: [u8; 16] = pad16(" op2=");
                o.put16(&P, 5);
            }
            o.dec((w >> 41 & 0x3));
        }
        if nu & (1 << 10) != 0 {
            {
                const P: [u8; 16] = pad16(" src_type=");
                o.put16(&P, 10);
            }
            o.dec((w >> 39 & 0x3));
        }
        if nu & (1 << 12) != 0 {
            {
                const P: [u8; 16] = pad16(" src_comp=");
                o.put16(&P, 10);
            }
            o.dec((w >> 35 & 0x3));
        }
        if residual != 0 {
            o.byte(b' ');
            o.hex(residual);
        }
    }
    line
}
/// VMOV
fn f8(w: u64, mut line: Line) -> Line {
    let o = &mut line;
    let mut nu = 0u64;
    {
        let (p, n) = &T23[(w >> 56 & 0x7) as usize];
        if *n == 255 {
            nu |= 1 << 0;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        const P: [u8; 16] = pad16("mov");
        o.put16(&P, 3);
    }
    {
        let (p, n) = &T28[(w >> 40 & 0x7) as usize];
        if *n == 255 {
            nu |= 1 << 10;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let sel = ((w >> 32 & 0x3) | (w >> 51 & 0x1) << 2) as usize;
        let raw = (w >> 18 & 0x3f);
        if (sel == 0) && raw >= 60 {
            {
                const P: [u8; 16] = pad16(" i");
                o.put16(&P, 2);
            }
            o.dec(raw - 60);
        } else {
            const S: [u64; 8] = [2, 2, 2, 2, 2, 1, 2, 1];
            let num = (w >> 18 & 0x3f) * S[sel];
            if (sel == 3) && num < 128 {
                {
                    const P: [u8; 16] = pad16(" ");
                    o.put16(&P, 1);
                }
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T12[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let (p, n) = &T3[(w >> 24 & 0xf) as usize];
        o.put16(p, *n as usize);
    }
    {
        let sel = ((w >> 30 & 0x3) | (w >> 49 & 0x1) << 2) as usize;
        let raw = (w >> 6 & 0x3f);
        if (sel == 0) && raw >= 60 {
            {
                const P: [u8; 16] = pad16(", i");
                o.put16(&P, 3);
            }
            o.dec(raw - 60);
        } else {
            const S: [u64; 8] = [2, 2, 2, 2, 2, 1, 1, 1];
            let num = (w >> 6 & 0x3f) * S[sel];
            if (sel == 4) && num < 128 {
                {
                    const P: [u8; 16] = pad16(", ");
                    o.put16(&P, 2);
                }
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T29[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let (p, n) = &T30[((w >> 35 & 0xf) << 0 | (w >> 40 & 0x7) << 4) as usize];
        if *n == 255 {
            nu |= 0x1000;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let (p, n) = &T17[(w >> 44 & 0x3) as usize];
        if *n == 255 {
            nu |= 1 << 8;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let v = (w >> 55 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" skipinv");
            o.put16(&P, 8 * on as usize);
        }
    }
    {
        let v = (w >> 53 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" src0_comp_sel");
            o.put16(&P, 14 * on as usize);
        }
    }
    {
        let v = (w >> 52 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" syncstart");
            o.put16(&P, 10 * on as usize);
        }
    }
    {
        let v = (w >> 50 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" end_or_src0_ban");
            o.put16(&P, 16 * on as usize);
        }
        {
            const P: [u8; 16] = pad16("k_ext");
            o.put16(&P, 5 * on as usize);
        }
    }
    {
        let v = (w >> 48 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" src2_bank_ext");
            o.put16(&P, 14 * on as usize);
        }
    }
    {
        let v = (w >> 43 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" nosched");
            o.put16(&P, 8 * on as usize);
        }
    }
    {
        let v = ((w >> 39 & 0x1) | (w >> 54 & 0x1) << 1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" test=");
            o.put16(&P, 6 * on as usize);
        }
        o.dec_if(v, on);
    }
    {
        let v = (w >> 34 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" src0_bank_sel");
            o.put16(&P, 14 * on as usize);
        }
    }
    {
        let v = (w >> 28 & 0x3);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" src2_bank_sel=");
            o.put16(&P, 15 * on as usize);
        }
        o.dec_if(v, on);
    }
    {
        let v = (w >> 12 & 0x3f);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" src0_n=");
            o.put16(&P, 8 * on as usize);
        }
        o.dec_if(v, on);
    }
    {
        let v = (w >> 0 & 0x3f);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" src2_n=");
            o.put16(&P, 8 * on as usize);
        }
        o.dec_if(v, on);
    }
    let residual = w & 0x0;
    if nu != 0 || residual != 0 {
        {
            const P: [u8; 16] = pad16(" ???");
            o.put16(&P, 4);
        }
        if nu & (1 << 0) != 0 {
            {
                const P: [u8; 16] = pad16(" pred=");
                o.put16(&P, 6);
            }
            o.dec((w >> 56 & 0x7));
        }
        if nu & (1 << 8) != 0 {
            {
                const P: [u8; 16] = pad16(" repeat_count=");
                o.put16(&P, 14);
            }
            o.dec((w >> 44 & 0x3));
        }
        if nu & (1 << 10) != 0 {
            {
                const P: [u8; 16] = pad16(" move_data_type=");
                o.put16(&P, 16);
            }
            o.dec((w >> 40 & 0x7));
        }
        if nu & (1 << 12) != 0 {
            {
                const P: [u8; 16] = pad16(" src0_swiz=");
                o.put16(&P, 11);
            }
            o.dec((w >> 35 & 0xf));
        }
        if residual != 0 {
            o.byte(b' ');
            o.hex(residual);
        }
    }
    line
}
/// VMOVC
fn f9(w: u64, mut line: Line) -> Line {
    let o = &mut line;
    let mut nu = 0u64;
    {
        let (p, n) = &T23[(w >> 56 & 0x7) as usize];
        if *n == 255 {
            nu |= 1 << 0;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let (p, n) = &T31[(w >> 46 & 0x3) as usize];
        if *n == 255 {
            nu |= 1 << 8;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let (p, n) = &T32[((w >> 39 & 0x1) | (w >> 54 & 0x1) << 1) as usize];
        if *n == 255 {
            nu |= 1 << 12;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let (p, n) = &T28[(w >> 40 & 0x7) as usize];
        if *n == 255 {
            nu |= 1 << 11;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let sel = ((w >> 32 & 0x3) | (w >> 51 & 0x1) << 2) as usize;
        let raw = (w >> 18 & 0x3f);
        if (sel == 0) && raw >= 60 {
            {
                const P: [u8; 16] = pad16(" i");
                o.put16(&P, 2);
            }
            o.dec(raw - 60);
        } else {
            const S: [u64; 8] = [2, 2, 2, 2, 2, 1, 2, 1];
            let num = (w >> 18 & 0x3f) * S[sel];
            if (sel == 3) && num < 128 {
                {
                    const P: [u8; 16] = pad16(" ");
                    o.put16(&P, 1);
                }
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T12[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let (p, n) = &T3[(w >> 24 & 0xf) as usize];
        o.put16(p, *n as usize);
    }
    {
        let sel = ((w >> 34 & 0x1) | (w >> 50 & 0x1) << 1) as usize;
        let raw = (w >> 12 & 0x3f);
        if (sel == 0) && raw >= 60 {
            {
                const P: [u8; 16] = pad16(", i");
                o.put16(&P, 3);
            }
            o.dec(raw - 60);
        } else {
            const S: [u64; 4] = [2, 2, 2, 2];
            let num = (w >> 12 & 0x3f) * S[sel];
            {
                let (p, n) = &T33[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let sel = ((w >> 30 & 0x3) | (w >> 49 & 0x1) << 2) as usize;
        let raw = (w >> 6 & 0x3f);
        if (sel == 0) && raw >= 60 {
            {
                const P: [u8; 16] = pad16(", i");
                o.put16(&P, 3);
            }
            o.dec(raw - 60);
        } else {
            const S: [u64; 8] = [2, 2, 2, 2, 2, 1, 1, 1];
            let num = (w >> 6 & 0x3f) * S[sel];
            if (sel == 4) && num < 128 {
                {
                    const P: [u8; 16] = pad16(", ");
                    o.put16(&P, 2);
                }
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T29[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let (p, n) = &T30[((w >> 35 & 0xf) << 0 | (w >> 40 & 0x7) << 4) as usize];
        if *n == 255 {
            nu |= 0x2000;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let sel = ((w >> 28 & 0x3) | (w >> 48 & 0x1) << 2) as usize;
        let raw = (w >> 0 & 0x3f);
        if (sel == 0) && raw >= 60 {
            {
                const P: [u8; 16] = pad16(", i");
                o.put16(&P, 3);
            }
            o.dec(raw - 60);
        } else {
            const S: [u64; 8] = [2, 2, 2, 2, 2, 1, 1, 1];
            let num = (w >> 0 & 0x3f) * S[sel];
            if (sel == 4) && num < 128 {
                {
                    const P: [u8; 16] = pad16(", ");
                    o.put16(&P, 2);
                }
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T29[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let (p, n) = &T17[(w >> 44 & 0x3) as usize];
        if *n == 255 {
            nu |= 1 << 9;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let v = (w >> 55 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" skipinv");
            o.put16(&P, 8 * on as usize);
        }
    }
    {
        let v = (w >> 53 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" src0_comp_sel");
            o.put16(&P, 14 * on as usize);
        }
    }
    {
        let v = (w >> 52 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" syncstart");
            o.put16(&P, 10 * on as usize);
        }
    }
    {
        let v = (w >> 43 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" nosched");
            o.put16(&P, 8 * on as usize);
        }
    }
    let residual = w & 0x0;
    if nu != 0 || residual != 0 {
        {
            const P: [u8; 16] = pad16(" ???");
            o.put16(&P, 4);
        }
        if nu & (1 << 0) != 0 {
            {
                const P: [u8; 16] = pad16(" pred=");
                o.put16(&P, 6);
            }
            o.dec((w >> 56 & 0x7));
        }
        if nu & (1 << 8) != 0 {
            {
                const P: [u8; 16] = pad16(" move_type=");
                o.put16(&P, 11);
            }
            o.dec((w >> 46 & 0x3));
        }
        if nu & (1 << 9) != 0 {
            {
                const P: [u8; 16] = pad16(" repeat_count=");
                o.put16(&P, 14);
            }
            o.dec((w >> 44 & 0x3));
        }
        if nu & (1 << 11) != 0 {
            {
                const P: [u8; 16] = pad16(" move_data_type=");
                o.put16(&P, 16);
            }
            o.dec((w >> 40 & 0x7));
        }
        if nu & (1 << 12) != 0 {
            {
                const P: [u8; 16] = pad16(" test=");
                o.put16(&P, 6);
            }
            o.dec(((w >> 39 & 0x1) | (w >> 54 & 0x1) << 1));
        }
        if nu & (1 << 13) != 0 {
            {
                const P: [u8; 16] = pad16(" src0_swiz=");
                o.put16(&P, 11);
            }
            o.dec((w >> 35 & 0xf));
        }
        if residual != 0 {
            o.byte(b' ');
            o.hex(residual);
        }
    }
    line
}
/// VPCK
fn f10(w: u64, mut line: Line) -> Line {
    let o = &mut line;
    let mut nu = 0u64;
    {
        let (p, n) = &T23[(w >> 56 & 0x7) as usize];
        if *n == 255 {
            nu |= 1 << 0;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let (d, s) = ((w >> 38 & 0x7) as usize, (w >> 41 & 0x7) as usize);
        if d == s {
            {
                const P: [u8; 16] = pad16("mov.");
                o.put16(&P, 4);
            }
        } else {
            {
                const P: [u8; 16] = pad16("pack.");
                o.put16(&P, 5);
            }
        }
        let (p, n) = &T34[d];
        o.put16(p, *n as usize);
        if d != s {
            o.byte(b'.');
            let (p, n) = &T34[s];
            o.put16(p, *n as usize);
        }
    }
    {
        let sel = ((w >> 32 & 0x3) | (w >> 51 & 0x1) << 2) as usize;
        let raw = (w >> 21 & 0x7f);
        if (sel == 0) && raw >= 124 {
            {
                const P: [u8; 16] = pad16(" i");
                o.put16(&P, 2);
            }
            o.dec(raw - 124);
        } else {
            let num = (w >> 21 & 0x7f);
            if (sel == 3) && num < 128 {
                {
                    const P: [u8; 16] = pad16(" ");
                    o.put16(&P, 1);
                }
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T12[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let (p, n) = &T3[(w >> 34 & 0xf) as usize];
        o.put16(p, *n as usize);
    }
    {
        let sel = ((w >> 30 & 0x3) | (w >> 49 & 0x1) << 2) as usize;
        let raw = (w >> 8 & 0x3f);
        if (sel == 0) && raw >= 60 {
            {
                const P: [u8; 16] = pad16(", i");
                o.put16(&P, 3);
            }
            o.dec(raw - 60);
        } else {
            const S: [u64; 8] = [2, 2, 2, 2, 2, 1, 1, 1];
            let num = (w >> 8 & 0x3f) * S[sel];
            if (sel == 4) && num < 128 {
                {
                    const P: [u8; 16] = pad16(", ");
                    o.put16(&P, 2);
                }
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T29[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let (p, n) = &T35[((w >> 0 & 0x1) << 0
            | (w >> 7 & 0x1) << 1
            | (w >> 16 & 0x3) << 2
            | (w >> 14 & 0x3) << 4
            | (w >> 19 & 0x3) << 6) as usize];
        if *n == 255 {
            nu |= 0x15a0000;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let sel = ((w >> 28 & 0x3) | (w >> 48 & 0x1) << 2) as usize;
        let raw = (w >> 1 & 0x3f);
        if (sel == 0) && raw >= 60 {
            {
                const P: [u8; 16] = pad16(", i");
                o.put16(&P, 3);
            }
            o.dec(raw - 60);
        } else {
            const S: [u64; 8] = [2, 2, 2, 2, 2, 1, 1, 1];
            let num = (w >> 1 & 0x3f) * S[sel];
            if (sel == 4) && num < 128 {
                {
                    const P: [u8; 16] = pad16(", ");
                    o.put16(&P, 2);
                }
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T29[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let (p, n) = &T27[(w >> 44 & 0xf) as usize];
        if *n == 255 {
            nu |= 1 << 9;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let v = (w >> 55 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" skipinv");
            o.put16(&P, 8 * on as usize);
        }
    }
    {
        let v = (w >> 54 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" nosched");
            o.put16(&P, 8 * on as usize);
        }
    }
    {
        let v = (w >> 52 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" syncstart");
            o.put16(&P, 10 * on as usize);
        }
    }
    {
        let v = (w >> 50 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" end");
            o.put16(&P, 4 * on as usize);
        }
    }
    {
        let v = (w >> 18 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" scale");
            o.put16(&P, 6 * on as usize);
        }
    }
    let residual = w & 0x20000000000000;
    if nu != 0 || residual != 0 {
        {
            const P: [u8; 16] = pad16(" ???");
            o.put16(&P, 4);
        }
        if nu & (1 << 0) != 0 {
            {
                const P: [u8; 16] = pad16(" pred=");
                o.put16(&P, 6);
            }
            o.dec((w >> 56 & 0x7));
        }
        if nu & (1 << 9) != 0 {
            {
                const P: [u8; 16] = pad16(" repeat_count=");
                o.put16(&P, 14);
            }
            o.dec((w >> 44 & 0xf));
        }
        if nu & (1 << 17) != 0 {
            {
                const P: [u8; 16] = pad16(" comp_sel_3=");
                o.put16(&P, 12);
            }
            o.dec((w >> 19 & 0x3));
        }
        if nu & (1 << 19) != 0 {
            {
                const P: [u8; 16] = pad16(" comp_sel_1=");
                o.put16(&P, 12);
            }
            o.dec((w >> 16 & 0x3));
        }
        if nu & (1 << 20) != 0 {
            {
                const P: [u8; 16] = pad16(" comp_sel_2=");
                o.put16(&P, 12);
            }
            o.dec((w >> 14 & 0x3));
        }
        if nu & (1 << 22) != 0 {
            {
                const P: [u8; 16] = pad16(" comp0_sel_bit1=");
                o.put16(&P, 16);
            }
            o.dec((w >> 7 & 0x1));
        }
        if nu & (1 << 24) != 0 {
            {
                const P: [u8; 16] = pad16(" comp_sel_0_bit0");
                o.put16(&P, 16);
            }
            {
                const P: [u8; 16] = pad16("=");
                o.put16(&P, 1);
            }
            o.dec((w >> 0 & 0x1));
        }
        if residual != 0 {
            o.byte(b' ');
            o.hex(residual);
        }
    }
    line
}
/// VPCK
fn f11(w: u64, mut line: Line) -> Line {
    let o = &mut line;
    let mut nu = 0u64;
    {
        let (p, n) = &T23[(w >> 56 & 0x7) as usize];
        if *n == 255 {
            nu |= 1 << 0;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let (d, s) = ((w >> 38 & 0x7) as usize, (w >> 41 & 0x7) as usize);
        if d == s {
            {
                const P: [u8; 16] = pad16("mov.");
                o.put16(&P, 4);
            }
        } else {
            {
                const P: [u8; 16] = pad16("pack.");
                o.put16(&P, 5);
            }
        }
        let (p, n) = &T34[d];
        o.put16(p, *n as usize);
        if d != s {
            o.byte(b'.');
            let (p, n) = &T34[s];
            o.put16(p, *n as usize);
        }
    }
    {
        let sel = ((w >> 32 & 0x3) | (w >> 51 & 0x1) << 2) as usize;
        let raw = (w >> 21 & 0x7f);
        if (sel == 0) && raw >= 124 {
            {
                const P: [u8; 16] = pad16(" i");
                o.put16(&P, 2);
            }
            o.dec(raw - 124);
        } else {
            let num = (w >> 21 & 0x7f);
            if (sel == 3) && num < 128 {
                {
                    const P: [u8; 16] = pad16(" ");
                    o.put16(&P, 1);
                }
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T12[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let (p, n) = &T3[(w >> 34 & 0xf) as usize];
        o.put16(p, *n as usize);
    }
    {
        let sel = ((w >> 30 & 0x3) | (w >> 49 & 0x1) << 2) as usize;
        let raw = (w >> 8 & 0x3f);
        if (sel == 0) && raw >= 60 {
            {
                const P: [u8; 16] = pad16(", i");
                o.put16(&P, 3);
            }
            o.dec(raw - 60);
        } else {
            const S: [u64; 8] = [2, 2, 2, 2, 2, 1, 1, 1];
            let num = (w >> 8 & 0x3f) * S[sel];
            if (sel == 4) && num < 128 {
                {
                    const P: [u8; 16] = pad16(", ");
                    o.put16(&P, 2);
                }
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T29[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let (p, n) = &T36[((w >> 0 & 0x1) << 0
            | (w >> 16 & 0x3) << 1
            | (w >> 14 & 0x3) << 3
            | (w >> 19 & 0x3) << 5
            | (w >> 1 & 0x3f) << 7) as usize];
        if *n == 255 {
            nu |= 0x11a0000;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let sel = ((w >> 28 & 0x3) | (w >> 48 & 0x1) << 2) as usize;
        let raw = (w >> 1 & 0x3f);
        if (sel == 0) && raw >= 60 {
            {
                const P: [u8; 16] = pad16(", i");
                o.put16(&P, 3);
            }
            o.dec(raw - 60);
        } else {
            const S: [u64; 8] = [2, 2, 2, 2, 2, 1, 1, 1];
            let num = (w >> 1 & 0x3f) * S[sel];
            if (sel == 4) && num < 128 {
                {
                    const P: [u8; 16] = pad16(", ");
                    o.put16(&P, 2);
                }
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T29[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let (p, n) = &T27[(w >> 44 & 0xf) as usize];
        if *n == 255 {
            nu |= 1 << 9;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let v = (w >> 55 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" skipinv");
            o.put16(&P, 8 * on as usize);
        }
    }
    {
        let v = (w >> 54 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" nosched");
            o.put16(&P, 8 * on as usize);
        }
    }
    {
        let v = (w >> 52 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" syncstart");
            o.put16(&P, 10 * on as usize);
        }
    }
    {
        let v = (w >> 50 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" end");
            o.put16(&P, 4 * on as usize);
        }
    }
    {
        let v = (w >> 18 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" scale");
            o.put16(&P, 6 * on as usize);
        }
    }
    {
        let v = (w >> 7 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" comp0_sel_bit1");
            o.put16(&P, 15 * on as usize);
        }
    }
    let residual = w & 0x20000000000000;
    if nu != 0 || residual != 0 {
        {
            const P: [u8; 16] = pad16(" ???");
            o.put16(&P, 4);
        }
        if nu & (1 << 0) != 0 {
            {
                const P: [u8; 16] = pad16(" pred=");
                o.put16(&P, 6);
            }
            o.dec((w >> 56 & 0x7));
        }
        if nu & (1 << 9) != 0 {
            {
                const P: [u8; 16] = pad16(" repeat_count=");
                o.put16(&P, 14);
            }
            o.dec((w >> 44 & 0xf));
        }
        if nu & (1 << 17) != 0 {
            {
                const P: [u8; 16] = pad16(" comp_sel_3=");
                o.put16(&P, 12);
            }
            o.dec((w >> 19 & 0x3));
        }
        if nu & (1 << 19) != 0 {
            {
                const P: [u8; 16] = pad16(" comp_sel_1=");
                o.put16(&P, 12);
            }
            o.dec((w >> 16 & 0x3));
        }
        if nu & (1 << 20) != 0 {
            {
                const P: [u8; 16] = pad16(" comp_sel_2=");
                o.put16(&P, 12);
            }
            o.dec((w >> 14 & 0x3));
        }
        if nu & (1 << 24) != 0 {
            {
                const P: [u8; 16] = pad16(" comp_sel_0_bit0");
                o.put16(&P, 16);
            }
            {
                const P: [u8; 16] = pad16("=");
                o.put16(&P, 1);
            }
            o.dec((w >> 0 & 0x1));
        }
        if residual != 0 {
            o.byte(b' ');
            o.hex(residual);
        }
    }
    line
}
/// VPCK
fn f12(w: u64, mut line: Line) -> Line {
    let o = &mut line;
    let mut nu = 0u64;
    {
        let (p, n) = &T23[(w >> 56 & 0x7) as usize];
        if *n == 255 {
            nu |= 1 << 0;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let (d, s) = ((w >> 38 & 0x7) as usize, (w >> 41 & 0x7) as usize);
        if d == s {
            {
                const P: [u8; 16] = pad16("mov.");
                o.put16(&P, 4);
            }
        } else {
            {
                const P: [u8; 16] = pad16("pack.");
                o.put16(&P, 5);
            }
        }
        let (p, n) = &T34[d];
        o.put16(p, *n as usize);
        if d != s {
            o.byte(b'.');
            let (p, n) = &T34[s];
            o.put16(p, *n as usize);
        }
    }
    {
        let sel = ((w >> 32 & 0x3) | (w >> 51 & 0x1) << 2) as usize;
        let raw = (w >> 21 & 0x7f);
        if (sel == 0) && raw >= 124 {
            {
                const P: [u8; 16] = pad16(" i");
                o.put16(&P, 2);
            }
            o.dec(raw - 124);
        } else {
            let num = (w >> 21 & 0x7f);
            if (sel == 3) && num < 128 {
                {
                    const P: [u8; 16] = pad16(" ");
                    o.put16(&P, 1);
                }
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T12[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let (p, n) = &T3[(w >> 34 & 0xf) as usize];
        o.put16(p, *n as usize);
    }
    {
        let sel = ((w >> 30 & 0x3) | (w >> 49 & 0x1) << 2) as usize;
        let raw = (w >> 8 & 0x3f);
        if (sel == 0) && raw >= 60 {
            {
                const P: [u8; 16] = pad16(", i");
                o.put16(&P, 3);
            }
            o.dec(raw - 60);
        } else {
            const S: [u64; 8] = [2, 2, 2, 2, 2, 1, 1, 1];
            let num = (w >> 8 & 0x3f) * S[sel];
            let num = num
                + if (sel == 0 || sel == 1 || sel == 2 || sel == 3) {
                    (w >> 7 & 0x1)
                } else {
                    0
                };
            if (sel == 4) && num < 128 {
                {
                    const P: [u8; 16] = pad16(", ");
                    o.put16(&P, 2);
                }
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T29[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let (p, n) = &T36[((w >> 0 & 0x1) << 0
            | (w >> 16 & 0x3) << 1
            | (w >> 14 & 0x3) << 3
            | (w >> 19 & 0x3) << 5
            | (w >> 1 & 0x3f) << 7) as usize];
        if *n == 255 {
            nu |= 0x11a0000;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let sel = ((w >> 28 & 0x3) | (w >> 48 & 0x1) << 2) as usize;
        let raw = (w >> 1 & 0x3f);
        if (sel == 0) && raw >= 60 {
            {
                const P: [u8; 16] = pad16(", i");
                o.put16(&P, 3);
            }
            o.dec(raw - 60);
        } else {
            const S: [u64; 8] = [2, 2, 2, 2, 2, 1, 1, 1];
            let num = (w >> 1 & 0x3f) * S[sel];
            if (sel == 4) && num < 128 {
                {
                    const P: [u8; 16] = pad16(", ");
                    o.put16(&P, 2);
                }
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T29[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let (p, n) = &T27[(w >> 44 & 0xf) as usize];
        if *n == 255 {
            nu |= 1 << 9;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let v = (w >> 55 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" skipinv");
            o.put16(&P, 8 * on as usize);
        }
    }
    {
        let v = (w >> 54 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" nosched");
            o.put16(&P, 8 * on as usize);
        }
    }
    {
        let v = (w >> 52 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" syncstart");
            o.put16(&P, 10 * on as usize);
        }
    }
    {
        let v = (w >> 50 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" end");
            o.put16(&P, 4 * on as usize);
        }
    }
    {
        let v = (w >> 18 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" scale");
            o.put16(&P, 6 * on as usize);
        }
    }
    {
        let v = (w >> 7 & 0x1);
        let on = {
            let sel = ((w >> 30 & 0x3) | (w >> 49 & 0x1) << 2) as usize;
            !(sel == 0 || sel == 1 || sel == 2 || sel == 3) || ((sel == 0) && (w >> 8 & 0x3f) >= 60)
        } && v != 0;
        {
            const P: [u8; 16] = pad16(" comp0_sel_bit1");
            o.put16(&P, 15 * on as usize);
        }
    }
    let residual = w & 0x20000000000000;
    if nu != 0 || residual != 0 {
        {
            const P: [u8; 16] = pad16(" ???");
            o.put16(&P, 4);
        }
        if nu & (1 << 0) != 0 {
            {
                const P: [u8; 16] = pad16(" pred=");
                o.put16(&P, 6);
            }
            o.dec((w >> 56 & 0x7));
        }
        if nu & (1 << 9) != 0 {
            {
                const P: [u8; 16] = pad16(" repeat_count=");
                o.put16(&P, 14);
            }
            o.dec((w >> 44 & 0xf));
        }
        if nu & (1 << 17) != 0 {
            {
                const P: [u8; 16] = pad16(" comp_sel_3=");
                o.put16(&P, 12);
            }
            o.dec((w >> 19 & 0x3));
        }
        if nu & (1 << 19) != 0 {
            {
                const P: [u8; 16] = pad16(" comp_sel_1=");
                o.put16(&P, 12);
            }
            o.dec((w >> 16 & 0x3));
        }
        if nu & (1 << 20) != 0 {
            {
                const P: [u8; 16] = pad16(" comp_sel_2=");
                o.put16(&P, 12);
            }
            o.dec((w >> 14 & 0x3));
        }
        if nu & (1 << 24) != 0 {
            {
                const P: [u8; 16] = pad16(" comp_sel_0_bit0");
                o.put16(&P, 16);
            }
            {
                const P: [u8; 16] = pad16("=");
                o.put16(&P, 1);
            }
            o.dec((w >> 0 & 0x1));
        }
        if residual != 0 {
            o.byte(b' ');
            o.hex(residual);
        }
    }
    line
}
/// VTST
fn f13(w: u64, mut line: Line) -> Line {
    let o = &mut line;
    let mut nu = 0u64;
    {
        let (p, n) = &T23[(w >> 56 & 0x7) as usize];
        if *n == 255 {
            nu |= 1 << 0;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        const P: [u8; 16] = pad16("tst");
        o.put16(&P, 3);
    }
    {
        let (p, n) = &T37[((w >> 14 & 0xf) | (w >> 18 & 0x3) << 4) as usize];
        if *n == 255 {
            nu |= 1 << 22;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let (p, n) = &T38[(w >> 40 & 0x3) as usize];
        if *n == 255 {
            nu |= 1 << 13;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let (p, n) = &T39[(w >> 42 & 0x3) as usize];
        if *n == 255 {
            nu |= 1 << 12;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        const P: [u8; 16] = pad16(" p");
        o.put16(&P, 2);
    }
    o.dec((w >> 34 & 0x3));
    {
        let sel = ((w >> 32 & 0x3) | (w >> 51 & 0x1) << 2) as usize;
        let raw = (w >> 21 & 0x7f);
        if (sel == 0) && raw >= 124 {
            {
                const P: [u8; 16] = pad16(", i");
                o.put16(&P, 3);
            }
            o.dec(raw - 124);
        } else {
            let num = (w >> 21 & 0x7f);
            if (sel == 3) && num < 128 {
                {
                    const P: [u8; 16] = pad16(", ");
                    o.put16(&P, 2);
                }
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T40[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        const P: [u8; 16] = pad16(", ");
        o.put16(&P, 2);
    }
    if ((w >> 50 & 0x1) & 1 != 0) {
        o.byte(b'-');
    }
    if false {
        o.byte(b'|');
    }
    {
        let sel = ((w >> 30 & 0x3) | (w >> 49 & 0x1) << 2) as usize;
        let raw = (w >> 7 & 0x7f);
        if (sel == 0) && raw >= 124 {
            {
                const P: [u8; 16] = pad16("i");
                o.put16(&P, 1);
            }
            o.dec(raw - 124);
        } else {
            const S: [u64; 8] = [2, 2, 2, 2, 2, 1, 1, 1];
            let num = (w >> 7 & 0x7f) * S[sel];
            if (sel == 4) && num < 128 {
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T6[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let sel = ((w >> 28 & 0x3) | (w >> 48 & 0x1) << 2) as usize;
        let raw = (w >> 0 & 0x7f);
        if (sel == 0) && raw >= 124 {
            {
                const P: [u8; 16] = pad16(", i");
                o.put16(&P, 3);
            }
            o.dec(raw - 124);
        } else {
            const S: [u64; 8] = [2, 2, 2, 2, 2, 1, 1, 1];
            let num = (w >> 0 & 0x7f) * S[sel];
            if (sel == 4) && num < 128 {
                {
                    const P: [u8; 16] = pad16(", ");
                    o.put16(&P, 2);
                }
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T29[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let (p, n) = &T41[(w >> 36 & 0x7) as usize];
        if *n == 255 {
            nu |= 1 << 15;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let (p, n) = &T17[(w >> 44 & 0x3) as usize];
        if *n == 255 {
            nu |= 1 << 11;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let v = (w >> 55 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" skipinv");
            o.put16(&P, 8 * on as usize);
        }
    }
    {
        let v = (w >> 54 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" nosched");
            o.put16(&P, 8 * on as usize);
        }
    }
    {
        let v = (w >> 53 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" onceonly");
            o.put16(&P, 9 * on as usize);
        }
    }
    {
        let v = (w >> 52 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" syncstart");
            o.put16(&P, 10 * on as usize);
        }
    }
    {
        let v = (w >> 47 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" prec");
            o.put16(&P, 5 * on as usize);
        }
    }
    {
        let v = (w >> 46 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" src2_vscomp");
            o.put16(&P, 12 * on as usize);
        }
    }
    {
        let v = (w >> 39 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" test_crcomb_and");
            o.put16(&P, 16 * on as usize);
        }
    }
    {
        let v = (w >> 20 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" test_wben");
            o.put16(&P, 10 * on as usize);
        }
    }
    let residual = w & 0x0;
    if nu != 0 || residual != 0 {
        {
            const P: [u8; 16] = pad16(" ???");
            o.put16(&P, 4);
        }
        if nu & (1 << 0) != 0 {
            {
                const P: [u8; 16] = pad16(" pred=");
                o.put16(&P, 6);
            }
            o.dec((w >> 56 & 0x7));
        }
        if nu & (1 << 11) != 0 {
            {
                const P: [u8; 16] = pad16(" rpt_count=");
                o.put16(&P, 11);
            }
            o.dec((w >> 44 & 0x3));
        }
        if nu & (1 << 12) != 0 {
            {
                const P: [u8; 16] = pad16(" sign_test=");
                o.put16(&P, 11);
            }
            o.dec((w >> 42 & 0x3));
        }
        if nu & (1 << 13) != 0 {
            {
                const P: [u8; 16] = pad16(" zero_test=");
                o.put16(&P, 11);
            }
            o.dec((w >> 40 & 0x3));
        }
        if nu & (1 << 15) != 0 {
            {
                const P: [u8; 16] = pad16(" chan_cc=");
                o.put16(&P, 9);
            }
            o.dec((w >> 36 & 0x7));
        }
        if nu & (1 << 22) != 0 {
            {
                const P: [u8; 16] = pad16(" alu=");
                o.put16(&P, 5);
            }
            o.dec(((w >> 14 & 0xf) | (w >> 18 & 0x3) << 4));
        }
        if residual != 0 {
            o.byte(b' ');
            o.hex(residual);
        }
    }
    line
}
/// VTST
fn f14(w: u64, mut line: Line) -> Line {
    let o = &mut line;
    let mut nu = 0u64;
    {
        let (p, n) = &T23[(w >> 56 & 0x7) as usize];
        if *n == 255 {
            nu |= 1 << 0;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        const P: [u8; 16] = pad16("tst");
        o.put16(&P, 3);
    }
    {
        let (p, n) = &T37[((w >> 14 & 0xf) | (w >> 18 & 0x3) << 4) as usize];
        if *n == 255 {
            nu |= 1 << 22;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let (p, n) = &T38[(w >> 40 & 0x3) as usize];
        if *n == 255 {
            nu |= 1 << 13;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let (p, n) = &T39[(w >> 42 & 0x3) as usize];
        if *n == 255 {
            nu |= 1 << 12;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        const P: [u8; 16] = pad16(" p");
        o.put16(&P, 2);
    }
    o.dec((w >> 34 & 0x3));
    {
        let sel = ((w >> 32 & 0x3) | (w >> 51 & 0x1) << 2) as usize;
        let raw = (w >> 21 & 0x7f);
        if (sel == 0) && raw >= 124 {
            {
                const P: [u8; 16] = pad16(", i");
                o.put16(&P, 3);
            }
            o.dec(raw - 124);
        } else {
            let num = (w >> 21 & 0x7f);
            if (sel == 3) && num < 128 {
                {
                    const P: [u8; 16] = pad16(", ");
                    o.put16(&P, 2);
                }
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T40[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        const P: [u8; 16] = pad16(", ");
        o.put16(&P, 2);
    }
    if ((w >> 50 & 0x1) & 1 != 0) {
        o.byte(b'-');
    }
    if false {
        o.byte(b'|');
    }
    {
        let sel = ((w >> 30 & 0x3) | (w >> 49 & 0x1) << 2) as usize;
        let raw = (w >> 7 & 0x7f);
        if (sel == 0) && raw >= 124 {
            {
                const P: [u8; 16] = pad16("i");
                o.put16(&P, 1);
            }
            o.dec(raw - 124);
        } else {
            let num = (w >> 7 & 0x7f);
            if (sel == 4) && num < 128 {
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T6[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let sel = ((w >> 28 & 0x3) | (w >> 48 & 0x1) << 2) as usize;
        let raw = (w >> 0 & 0x7f);
        if (sel == 0) && raw >= 124 {
            {
                const P: [u8; 16] = pad16(", i");
                o.put16(&P, 3);
            }
            o.dec(raw - 124);
        } else {
            let num = (w >> 0 & 0x7f);
            if (sel == 4) && num < 128 {
                {
                    const P: [u8; 16] = pad16(", ");
                    o.put16(&P, 2);
                }
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T29[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let (p, n) = &T41[(w >> 36 & 0x7) as usize];
        if *n == 255 {
            nu |= 1 << 15;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let (p, n) = &T17[(w >> 44 & 0x3) as usize];
        if *n == 255 {
            nu |= 1 << 11;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let v = (w >> 55 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" skipinv");
            o.put16(&P, 8 * on as usize);
        }
    }
    {
        let v = (w >> 54 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" nosched");
            o.put16(&P, 8 * on as usize);
        }
    }
    {
        let v = (w >> 53 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" onceonly");
            o.put16(&P, 9 * on as usize);
        }
    }
    {
        let v = (w >> 52 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" syncstart");
            o.put16(&P, 10 * on as usize);
        }
    }
    {
        let v = (w >> 47 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" prec");
            o.put16(&P, 5 * on as usize);
        }
    }
    {
        let v = (w >> 46 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" src2_vscomp");
            o.put16(&P, 12 * on as usize);
        }
    }
    {
        let v = (w >> 39 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" test_crcomb_and");
            o.put16(&P, 16 * on as usize);
        }
    }
    {
        let v = (w >> 20 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" test_wben");
            o.put16(&P, 10 * on as usize);
        }
    }
    let residual = w & 0x0;
    if nu != 0 || residual != 0 {
        {
            const P: [u8; 16] = pad16(" ???");
            o.put16(&P, 4);
        }
        if nu & (1 << 0) != 0 {
            {
                const P: [u8; 16] = pad16(" pred=");
                o.put16(&P, 6);
            }
            o.dec((w >> 56 & 0x7));
        }
        if nu & (1 << 11) != 0 {
            {
                const P: [u8; 16] = pad16(" rpt_count=");
                o.put16(&P, 11);
            }
            o.dec((w >> 44 & 0x3));
        }
        if nu & (1 << 12) != 0 {
            {
                const P: [u8; 16] = pad16(" sign_test=");
                o.put16(&P, 11);
            }
            o.dec((w >> 42 & 0x3));
        }
        if nu & (1 << 13) != 0 {
            {
                const P: [u8; 16] = pad16(" zero_test=");
                o.put16(&P, 11);
            }
            o.dec((w >> 40 & 0x3));
        }
        if nu & (1 << 15) != 0 {
            {
                const P: [u8; 16] = pad16(" chan_cc=");
                o.put16(&P, 9);
            }
            o.dec((w >> 36 & 0x7));
        }
        if nu & (1 << 22) != 0 {
            {
                const P: [u8; 16] = pad16(" alu=");
                o.put16(&P, 5);
            }
            o.dec(((w >> 14 & 0xf) | (w >> 18 & 0x3) << 4));
        }
        if residual != 0 {
            o.byte(b' ');
            o.hex(residual);
        }
    }
    line
}
/// VTSTMSK
fn f15(w: u64, mut line: Line) -> Line {
    let o = &mut line;
    let mut nu = 0u64;
    {
        let (p, n) = &T23[(w >> 56 & 0x7) as usize];
        if *n == 255 {
            nu |= 1 << 0;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        const P: [u8; 16] = pad16("tstmsk");
        o.put16(&P, 6);
    }
    {
        let (p, n) = &T37[((w >> 14 & 0xf) | (w >> 18 & 0x3) << 4) as usize];
        if *n == 255 {
            nu |= 1 << 21;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let (p, n) = &T38[(w >> 40 & 0x3) as usize];
        if *n == 255 {
            nu |= 1 << 13;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let (p, n) = &T39[(w >> 42 & 0x3) as usize];
        if *n == 255 {
            nu |= 1 << 12;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let sel = ((w >> 32 & 0x3) | (w >> 51 & 0x1) << 2) as usize;
        let raw = (w >> 21 & 0x7f);
        if (sel == 0) && raw >= 124 {
            {
                const P: [u8; 16] = pad16(" i");
                o.put16(&P, 2);
            }
            o.dec(raw - 124);
        } else {
            const S: [u64; 8] = [2, 2, 2, 2, 2, 1, 2, 1];
            let num = (w >> 21 & 0x7f) * S[sel];
            if (sel == 3) && num < 128 {
                {
                    const P: [u8; 16] = pad16(" ");
                    o.put16(&P, 1);
                }
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T12[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        const P: [u8; 16] = pad16(", ");
        o.put16(&P, 2);
    }
    if ((w >> 50 & 0x1) & 1 != 0) {
        o.byte(b'-');
    }
    if false {
        o.byte(b'|');
    }
    {
        let sel = ((w >> 30 & 0x3) | (w >> 49 & 0x1) << 2) as usize;
        let raw = (w >> 7 & 0x7f);
        if (sel == 0) && raw >= 124 {
            {
                const P: [u8; 16] = pad16("i");
                o.put16(&P, 1);
            }
            o.dec(raw - 124);
        } else {
            const S: [u64; 8] = [2, 2, 2, 2, 2, 1, 1, 1];
            let num = (w >> 7 & 0x7f) * S[sel];
            if (sel == 4) && num < 128 {
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T6[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let sel = ((w >> 28 & 0x3) | (w >> 48 & 0x1) << 2) as usize;
        let raw = (w >> 0 & 0x7f);
        if (sel == 0) && raw >= 124 {
            {
                const P: [u8; 16] = pad16(", i");
                o.put16(&P, 3);
            }
            o.dec(raw - 124);
        } else {
            const S: [u64; 8] = [2, 2, 2, 2, 2, 1, 1, 1];
            let num = (w >> 0 & 0x7f) * S[sel];
            if (sel == 4) && num < 128 {
                {
                    const P: [u8; 16] = pad16(", ");
                    o.put16(&P, 2);
                }
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T29[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let (p, n) = &T42[(w >> 36 & 0x3) as usize];
        if *n == 255 {
            nu |= 1 << 15;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let (p, n) = &T17[(w >> 44 & 0x3) as usize];
        if *n == 255 {
            nu |= 1 << 11;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let v = (w >> 55 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" skipinv");
            o.put16(&P, 8 * on as usize);
        }
    }
    {
        let v = (w >> 54 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" nosched");
            o.put16(&P, 8 * on as usize);
        }
    }
    {
        let v = (w >> 53 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" onceonly");
            o.put16(&P, 9 * on as usize);
        }
    }
    {
        let v = (w >> 52 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" syncstart");
            o.put16(&P, 10 * on as usize);
        }
    }
    {
        let v = (w >> 47 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" prec");
            o.put16(&P, 5 * on as usize);
        }
    }
    {
        let v = (w >> 46 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" src2_vscomp");
            o.put16(&P, 12 * on as usize);
        }
    }
    {
        let v = (w >> 39 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" test_crcomb_and");
            o.put16(&P, 16 * on as usize);
        }
    }
    {
        let v = (w >> 20 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" test_wben");
            o.put16(&P, 10 * on as usize);
        }
    }
    let residual = w & 0x4c00000000;
    if nu != 0 || residual != 0 {
        {
            const P: [u8; 16] = pad16(" ???");
            o.put16(&P, 4);
        }
        if nu & (1 << 0) != 0 {
            {
                const P: [u8; 16] = pad16(" pred=");
                o.put16(&P, 6);
            }
            o.dec((w >> 56 & 0x7));
        }
        if nu & (1 << 11) != 0 {
            {
                const P: [u8; 16] = pad16(" rpt_count=");
                o.put16(&P, 11);
            }
            o.dec((w >> 44 & 0x3));
        }
        if nu & (1 << 12) != 0 {
            {
                const P: [u8; 16] = pad16(" sign_test=");
                o.put16(&P, 11);
            }
            o.dec((w >> 42 & 0x3));
        }
        if nu & (1 << 13) != 0 {
            {
                const P: [u8; 16] = pad16(" zero_test=");
                o.put16(&P, 11);
            }
            o.dec((w >> 40 & 0x3));
        }
        if nu & (1 << 15) != 0 {
            {
                const P: [u8; 16] = pad16(" tst_mask_type=");
                o.put16(&P, 15);
            }
            o.dec((w >> 36 & 0x3));
        }
        if nu & (1 << 21) != 0 {
            {
                const P: [u8; 16] = pad16(" alu=");
                o.put16(&P, 5);
            }
            o.dec(((w >> 14 & 0xf) | (w >> 18 & 0x3) << 4));
        }
        if residual != 0 {
            o.byte(b' ');
            o.hex(residual);
        }
    }
    line
}
/// VTSTMSK
fn f16(w: u64, mut line: Line) -> Line {
    let o = &mut line;
    let mut nu = 0u64;
    {
        let (p, n) = &T23[(w >> 56 & 0x7) as usize];
        if *n == 255 {
            nu |= 1 << 0;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        const P: [u8; 16] = pad16("tstmsk");
        o.put16(&P, 6);
    }
    {
        let (p, n) = &T37[((w >> 14 & 0xf) | (w >> 18 & 0x3) << 4) as usize];
        if *n == 255 {
            nu |= 1 << 21;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let (p, n) = &T38[(w >> 40 & 0x3) as usize];
        if *n == 255 {
            nu |= 1 << 13;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let (p, n) = &T39[(w >> 42 & 0x3) as usize];
        if *n == 255 {
            nu |= 1 << 12;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let sel = ((w >> 32 & 0x3) | (w >> 51 & 0x1) << 2) as usize;
        let raw = (w >> 21 & 0x7f);
        if (sel == 0) && raw >= 124 {
            {
                const P: [u8; 16] = pad16(" i");
                o.put16(&P, 2);
            }
            o.dec(raw - 124);
        } else {
            let num = (w >> 21 & 0x7f);
            if (sel == 3) && num < 128 {
                {
                    const P: [u8; 16] = pad16(" ");
                    o.put16(&P, 1);
                }
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T12[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        const P: [u8; 16] = pad16(", ");
        o.put16(&P, 2);
    }
    if ((w >> 50 & 0x1) & 1 != 0) {
        o.byte(b'-');
    }
    if false {
        o.byte(b'|');
    }
    {
        let sel = ((w >> 30 & 0x3) | (w >> 49 & 0x1) << 2) as usize;
        let raw = (w >> 7 & 0x7f);
        if (sel == 0) && raw >= 124 {
            {
                const P: [u8; 16] = pad16("i");
                o.put16(&P, 1);
            }
            o.dec(raw - 124);
        } else {
            let num = (w >> 7 & 0x7f);
            if (sel == 4) && num < 128 {
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T6[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let sel = ((w >> 28 & 0x3) | (w >> 48 & 0x1) << 2) as usize;
        let raw = (w >> 0 & 0x7f);
        if (sel == 0) && raw >= 124 {
            {
                const P: [u8; 16] = pad16(", i");
                o.put16(&P, 3);
            }
            o.dec(raw - 124);
        } else {
            let num = (w >> 0 & 0x7f);
            if (sel == 4) && num < 128 {
                {
                    const P: [u8; 16] = pad16(", ");
                    o.put16(&P, 2);
                }
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T29[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let (p, n) = &T42[(w >> 36 & 0x3) as usize];
        if *n == 255 {
            nu |= 1 << 15;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let (p, n) = &T17[(w >> 44 & 0x3) as usize];
        if *n == 255 {
            nu |= 1 << 11;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let v = (w >> 55 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" skipinv");
            o.put16(&P, 8 * on as usize);
        }
    }
    {
        let v = (w >> 54 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" nosched");
            o.put16(&P, 8 * on as usize);
        }
    }
    {
        let v = (w >> 53 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" onceonly");
            o.put16(&P, 9 * on as usize);
        }
    }
    {
        let v = (w >> 52 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" syncstart");
            o.put16(&P, 10 * on as usize);
        }
    }
    {
        let v = (w >> 47 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" prec");
            o.put16(&P, 5 * on as usize);
        }
    }
    {
        let v = (w >> 46 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" src2_vscomp");
            o.put16(&P, 12 * on as usize);
        }
    }
    {
        let v = (w >> 39 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" test_crcomb_and");
            o.put16(&P, 16 * on as usize);
        }
    }
    {
        let v = (w >> 20 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" test_wben");
            o.put16(&P, 10 * on as usize);
        }
    }
    let residual = w & 0x4c00000000;
    if nu != 0 || residual != 0 {
        {
            const P: [u8; 16] = pad16(" ???");
            o.put16(&P, 4);
        }
        if nu & (1 << 0) != 0 {
            {
                const P: [u8; 16] = pad16(" pred=");
                o.put16(&P, 6);
            }
            o.dec((w >> 56 & 0x7));
        }
        if nu & (1 << 11) != 0 {
            {
                const P: [u8; 16] = pad16(" rpt_count=");
                o.put16(&P, 11);
            }
            o.dec((w >> 44 & 0x3));
        }
        if nu & (1 << 12) != 0 {
            {
                const P: [u8; 16] = pad16(" sign_test=");
                o.put16(&P, 11);
            }
            o.dec((w >> 42 & 0x3));
        }
        if nu & (1 << 13) != 0 {
            {
                const P: [u8; 16] = pad16(" zero_test=");
                o.put16(&P, 11);
            }
            o.dec((w >> 40 & 0x3));
        }
        if nu & (1 << 15) != 0 {
            {
                const P: [u8; 16] = pad16(" tst_mask_type=");
                o.put16(&P, 15);
            }
            o.dec((w >> 36 & 0x3));
        }
        if nu & (1 << 21) != 0 {
            {
                const P: [u8; 16] = pad16(" alu=");
                o.put16(&P, 5);
            }
            o.dec(((w >> 14 & 0xf) | (w >> 18 & 0x3) << 4));
        }
        if residual != 0 {
            o.byte(b' ');
            o.hex(residual);
        }
    }
    line
}
/// VBW
fn f17(w: u64, mut line: Line) -> Line {
    let o = &mut line;
    let mut nu = 0u64;
    {
        let (p, n) = &T23[(w >> 56 & 0x7) as usize];
        if *n == 255 {
            nu |= 1 << 0;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let (p, n) = &T43[((w >> 35 & 0x1) | (w >> 59 & 0x7) << 1) as usize];
        if *n == 255 {
            nu |= 1 << 13;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        const P: [u8; 16] = pad16(".u32");
        o.put16(&P, 4);
    }
    {
        let sel = ((w >> 32 & 0x3) | (w >> 51 & 0x1) << 2) as usize;
        let raw = (w >> 21 & 0x7f);
        if (sel == 0) && raw >= 124 {
            {
                const P: [u8; 16] = pad16(" i");
                o.put16(&P, 2);
            }
            o.dec(raw - 124);
        } else {
            let num = (w >> 21 & 0x7f);
            if (sel == 3) && num < 128 {
                {
                    const P: [u8; 16] = pad16(" ");
                    o.put16(&P, 1);
                }
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T12[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let sel = ((w >> 30 & 0x3) | (w >> 49 & 0x1) << 2) as usize;
        let raw = (w >> 7 & 0x7f);
        if (sel == 0) && raw >= 124 {
            {
                const P: [u8; 16] = pad16(", i");
                o.put16(&P, 3);
            }
            o.dec(raw - 124);
        } else {
            let num = (w >> 7 & 0x7f);
            if (sel == 4) && num < 128 {
                {
                    const P: [u8; 16] = pad16(", ");
                    o.put16(&P, 2);
                }
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T29[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let sel = ((w >> 28 & 0x3) | (w >> 48 & 0x1) << 2) as usize;
        let raw = (w >> 0 & 0x7f);
        if (sel == 0) && raw >= 124 {
            {
                const P: [u8; 16] = pad16(", i");
                o.put16(&P, 3);
            }
            o.dec(raw - 124);
        } else {
            let num = (w >> 0 & 0x7f);
            if (sel == 4) && num < 128 {
                {
                    const P: [u8; 16] = pad16(", ");
                    o.put16(&P, 2);
                }
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T29[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let (p, n) = &T27[(w >> 44 & 0xf) as usize];
        if *n == 255 {
            nu |= 1 << 9;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let v = (w >> 55 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" skipinv");
            o.put16(&P, 8 * on as usize);
        }
    }
    {
        let v = (w >> 54 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" nosched");
            o.put16(&P, 8 * on as usize);
        }
    }
    {
        let v = (w >> 53 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" repeat_sel");
            o.put16(&P, 11 * on as usize);
        }
    }
    {
        let v = (w >> 52 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" sync_start");
            o.put16(&P, 11 * on as usize);
        }
    }
    {
        let v = (w >> 50 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" end");
            o.put16(&P, 4 * on as usize);
        }
    }
    {
        let v = (w >> 43 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" src2_invert");
            o.put16(&P, 12 * on as usize);
        }
    }
    {
        let v = (w >> 38 & 0x1f);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" src2_rot=");
            o.put16(&P, 10 * on as usize);
        }
        o.dec_if(v, on);
    }
    {
        let v = (w >> 36 & 0x3);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" src2_exth=");
            o.put16(&P, 11 * on as usize);
        }
        o.dec_if(v, on);
    }
    {
        let v = (w >> 34 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" bitwise_partial");
            o.put16(&P, 16 * on as usize);
        }
    }
    {
        let v = (w >> 14 & 0x7f);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" src2_sel=");
            o.put16(&P, 10 * on as usize);
        }
        o.dec_if(v, on);
    }
    let residual = w & 0x0;
    if nu != 0 || residual != 0 {
        {
            const P: [u8; 16] = pad16(" ???");
            o.put16(&P, 4);
        }
        if nu & (1 << 0) != 0 {
            {
                const P: [u8; 16] = pad16(" pred=");
                o.put16(&P, 6);
            }
            o.dec((w >> 56 & 0x7));
        }
        if nu & (1 << 9) != 0 {
            {
                const P: [u8; 16] = pad16(" repeat_count=");
                o.put16(&P, 14);
            }
            o.dec((w >> 44 & 0xf));
        }
        if nu & (1 << 13) != 0 {
            {
                const P: [u8; 16] = pad16(" op=");
                o.put16(&P, 4);
            }
            o.dec(((w >> 35 & 0x1) | (w >> 59 & 0x7) << 1));
        }
        if residual != 0 {
            o.byte(b' ');
            o.hex(residual);
        }
    }
    line
}
/// SOP2
fn f18(w: u64, mut line: Line) -> Line {
    let o = &mut line;
    let mut nu = 0u64;
    {
        let (p, n) = &T44[(w >> 57 & 0x3) as usize];
        if *n == 255 {
            nu |= 1 << 0;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let (p, n) = &T45[(w >> 18 & 0x3) as usize];
        if *n == 255 {
            nu |= 1 << 21;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        const P: [u8; 16] = pad16(".fx8");
        o.put16(&P, 4);
    }
    {
        let sel = ((w >> 32 & 0x3) | (w >> 51 & 0x1) << 2) as usize;
        let raw = (w >> 21 & 0x7f);
        if (sel == 0) && raw >= 124 {
            {
                const P: [u8; 16] = pad16(" i");
                o.put16(&P, 2);
            }
            o.dec(raw - 124);
        } else {
            let num = (w >> 21 & 0x7f);
            if (sel == 3) && num < 128 {
                {
                    const P: [u8; 16] = pad16(" ");
                    o.put16(&P, 1);
                }
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T12[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let sel = ((w >> 30 & 0x3) | (w >> 49 & 0x1) << 2) as usize;
        let raw = (w >> 7 & 0x7f);
        if (sel == 0) && raw >= 124 {
            {
                const P: [u8; 16] = pad16(", i");
                o.put16(&P, 3);
            }
            o.dec(raw - 124);
        } else {
            let num = (w >> 7 & 0x7f);
            if (sel == 4) && num < 128 {
                {
                    const P: [u8; 16] = pad16(", ");
                    o.put16(&P, 2);
                }
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T29[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let sel = ((w >> 28 & 0x3) | (w >> 48 & 0x1) << 2) as usize;
        let raw = (w >> 0 & 0x7f);
        if (sel == 0) && raw >= 124 {
            {
                const P: [u8; 16] = pad16(", i");
                o.put16(&P, 3);
            }
            o.dec(raw - 124);
        } else {
            let num = (w >> 0 & 0x7f);
            if (sel == 4) && num < 128 {
                {
                    const P: [u8; 16] = pad16(", ");
                    o.put16(&P, 2);
                }
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T29[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let v = (w >> 56 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" cmod1");
            o.put16(&P, 6 * on as usize);
        }
    }
    {
        let v = (w >> 55 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" skipinv");
            o.put16(&P, 8 * on as usize);
        }
    }
    {
        let v = (w >> 54 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" nosched");
            o.put16(&P, 8 * on as usize);
        }
    }
    {
        let v = (w >> 52 & 0x3);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" asel1=");
            o.put16(&P, 7 * on as usize);
        }
        o.dec_if(v, on);
    }
    {
        let v = (w >> 50 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" end");
            o.put16(&P, 4 * on as usize);
        }
    }
    {
        let v = (w >> 47 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" cmod2");
            o.put16(&P, 6 * on as usize);
        }
    }
    {
        let v = (w >> 44 & 0x7);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" count=");
            o.put16(&P, 7 * on as usize);
        }
        o.dec_if(v, on);
    }
    {
        let v = (w >> 43 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" amod1");
            o.put16(&P, 6 * on as usize);
        }
    }
    {
        let v = (w >> 41 & 0x3);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" asel2=");
            o.put16(&P, 7 * on as usize);
        }
        o.dec_if(v, on);
    }
    {
        let v = (w >> 38 & 0x7);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" csel1=");
            o.put16(&P, 7 * on as usize);
        }
        o.dec_if(v, on);
    }
    {
        let v = (w >> 35 & 0x7);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" csel2=");
            o.put16(&P, 7 * on as usize);
        }
        o.dec_if(v, on);
    }
    {
        let v = (w >> 34 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" amod2");
            o.put16(&P, 6 * on as usize);
        }
    }
    {
        let v = (w >> 20 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" src1_mod");
            o.put16(&P, 9 * on as usize);
        }
    }
    {
        let v = (w >> 16 & 0x3);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" aop=");
            o.put16(&P, 5 * on as usize);
        }
        o.dec_if(v, on);
    }
    {
        let v = (w >> 15 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" asrc1_mod");
            o.put16(&P, 10 * on as usize);
        }
    }
    {
        let v = (w >> 14 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" dest_mod");
            o.put16(&P, 9 * on as usize);
        }
    }
    let residual = w & 0x0;
    if nu != 0 || residual != 0 {
        {
            const P: [u8; 16] = pad16(" ???");
            o.put16(&P, 4);
        }
        if nu & (1 << 0) != 0 {
            {
                const P: [u8; 16] = pad16(" pred=");
                o.put16(&P, 6);
            }
            o.dec((w >> 57 & 0x3));
        }
        if nu & (1 << 21) != 0 {
            {
                const P: [u8; 16] = pad16(" cop=");
                o.put16(&P, 5);
            }
            o.dec((w >> 18 & 0x3));
        }
        if residual != 0 {
            o.byte(b' ');
            o.hex(residual);
        }
    }
    line
}
/// SOP3
fn f19(w: u64, mut line: Line) -> Line {
    let o = &mut line;
    let mut nu = 0u64;
    {
        let (p, n) = &T44[(w >> 57 & 0x3) as usize];
        if *n == 255 {
            nu |= 1 << 0;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let (p, n) = &T46[(w >> 52 & 0x3) as usize];
        if *n == 255 {
            nu |= 1 << 4;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        const P: [u8; 16] = pad16(".fx8");
        o.put16(&P, 4);
    }
    {
        let sel = ((w >> 32 & 0x3) | (w >> 51 & 0x1) << 2) as usize;
        let raw = (w >> 21 & 0x7f);
        if (sel == 0) && raw >= 124 {
            {
                const P: [u8; 16] = pad16(" i");
                o.put16(&P, 2);
            }
            o.dec(raw - 124);
        } else {
            let num = (w >> 21 & 0x7f);
            if (sel == 3) && num < 128 {
                {
                    const P: [u8; 16] = pad16(" ");
                    o.put16(&P, 1);
                }
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T12[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let sel = (w >> 34 & 0x1) as usize;
        let raw = (w >> 14 & 0x7f);
        if (sel == 0) && raw >= 124 {
            {
                const P: [u8; 16] = pad16(", i");
                o.put16(&P, 3);
            }
            o.dec(raw - 124);
        } else {
            let num = (w >> 14 & 0x7f);
            {
                let (p, n) = &T47[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let sel = ((w >> 30 & 0x3) | (w >> 49 & 0x1) << 2) as usize;
        let raw = (w >> 7 & 0x7f);
        if (sel == 0) && raw >= 124 {
            {
                const P: [u8; 16] = pad16(", i");
                o.put16(&P, 3);
            }
            o.dec(raw - 124);
        } else {
            let num = (w >> 7 & 0x7f);
            if (sel == 4) && num < 128 {
                {
                    const P: [u8; 16] = pad16(", ");
                    o.put16(&P, 2);
                }
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T29[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let sel = ((w >> 28 & 0x3) | (w >> 48 & 0x1) << 2) as usize;
        let raw = (w >> 0 & 0x7f);
        if (sel == 0) && raw >= 124 {
            {
                const P: [u8; 16] = pad16(", i");
                o.put16(&P, 3);
            }
            o.dec(raw - 124);
        } else {
            let num = (w >> 0 & 0x7f);
            if (sel == 4) && num < 128 {
                {
                    const P: [u8; 16] = pad16(", ");
                    o.put16(&P, 2);
                }
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T29[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let v = (w >> 56 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" cmod1");
            o.put16(&P, 6 * on as usize);
        }
    }
    {
        let v = (w >> 55 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" skipinv");
            o.put16(&P, 8 * on as usize);
        }
    }
    {
        let v = (w >> 54 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" nosched");
            o.put16(&P, 8 * on as usize);
        }
    }
    {
        let v = (w >> 50 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" end");
            o.put16(&P, 4 * on as usize);
        }
    }
    {
        let v = (w >> 47 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" cmod2");
            o.put16(&P, 6 * on as usize);
        }
    }
    {
        let v = (w >> 46 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" amod1");
            o.put16(&P, 6 * on as usize);
        }
    }
    {
        let v = (w >> 44 & 0x3);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" asel1=");
            o.put16(&P, 7 * on as usize);
        }
        o.dec_if(v, on);
    }
    {
        let v = (w >> 43 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" dmod");
            o.put16(&P, 5 * on as usize);
        }
    }
    {
        let v = (w >> 41 & 0x3);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" aop=");
            o.put16(&P, 5 * on as usize);
        }
        o.dec_if(v, on);
    }
    {
        let v = (w >> 38 & 0x7);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" csel1=");
            o.put16(&P, 7 * on as usize);
        }
        o.dec_if(v, on);
    }
    {
        let v = (w >> 35 & 0x7);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" csel2=");
            o.put16(&P, 7 * on as usize);
        }
        o.dec_if(v, on);
    }
    let residual = w & 0x0;
    if nu != 0 || residual != 0 {
        {
            const P: [u8; 16] = pad16(" ???");
            o.put16(&P, 4);
        }
        if nu & (1 << 0) != 0 {
            {
                const P: [u8; 16] = pad16(" pred=");
                o.put16(&P, 6);
            }
            o.dec((w >> 57 & 0x3));
        }
        if nu & (1 << 4) != 0 {
            {
                const P: [u8; 16] = pad16(" cop=");
                o.put16(&P, 5);
            }
            o.dec((w >> 52 & 0x3));
        }
        if residual != 0 {
            o.byte(b' ');
            o.hex(residual);
        }
    }
    line
}
/// SOP2M
fn f20(w: u64, mut line: Line) -> Line {
    let o = &mut line;
    let mut nu = 0u64;
    {
        let (p, n) = &T44[(w >> 57 & 0x3) as usize];
        if *n == 255 {
            nu |= 1 << 0;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let (p, n) = &T45[(w >> 52 & 0x3) as usize];
        if *n == 255 {
            nu |= 1 << 4;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        const P: [u8; 16] = pad16(".fx8");
        o.put16(&P, 4);
    }
    {
        let sel = ((w >> 32 & 0x3) | (w >> 51 & 0x1) << 2) as usize;
        let raw = (w >> 21 & 0x7f);
        if (sel == 0) && raw >= 124 {
            {
                const P: [u8; 16] = pad16(" i");
                o.put16(&P, 2);
            }
            o.dec(raw - 124);
        } else {
            let num = (w >> 21 & 0x7f);
            if (sel == 3) && num < 128 {
                {
                    const P: [u8; 16] = pad16(" ");
                    o.put16(&P, 1);
                }
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T12[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let (p, n) = &T3[(w >> 43 & 0xf) as usize];
        o.put16(p, *n as usize);
    }
    {
        let sel = ((w >> 30 & 0x3) | (w >> 49 & 0x1) << 2) as usize;
        let raw = (w >> 7 & 0x7f);
        if (sel == 0) && raw >= 124 {
            {
                const P: [u8; 16] = pad16(", i");
                o.put16(&P, 3);
            }
            o.dec(raw - 124);
        } else {
            let num = (w >> 7 & 0x7f);
            if (sel == 4) && num < 128 {
                {
                    const P: [u8; 16] = pad16(", ");
                    o.put16(&P, 2);
                }
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T29[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let sel = ((w >> 28 & 0x3) | (w >> 48 & 0x1) << 2) as usize;
        let raw = (w >> 0 & 0x7f);
        if (sel == 0) && raw >= 124 {
            {
                const P: [u8; 16] = pad16(", i");
                o.put16(&P, 3);
            }
            o.dec(raw - 124);
        } else {
            let num = (w >> 0 & 0x7f);
            if (sel == 4) && num < 128 {
                {
                    const P: [u8; 16] = pad16(", ");
                    o.put16(&P, 2);
                }
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T29[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let v = (w >> 56 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" mod1");
            o.put16(&P, 5 * on as usize);
        }
    }
    {
        let v = (w >> 55 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" skipinv");
            o.put16(&P, 8 * on as usize);
        }
    }
    {
        let v = (w >> 54 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" nosched");
            o.put16(&P, 8 * on as usize);
        }
    }
    {
        let v = (w >> 50 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" end");
            o.put16(&P, 4 * on as usize);
        }
    }
    {
        let v = (w >> 47 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" mod2");
            o.put16(&P, 5 * on as usize);
        }
    }
    {
        let v = (w >> 41 & 0x3);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" aop=");
            o.put16(&P, 5 * on as usize);
        }
        o.dec_if(v, on);
    }
    {
        let v = (w >> 38 & 0x7);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" sel1=");
            o.put16(&P, 6 * on as usize);
        }
        o.dec_if(v, on);
    }
    {
        let v = (w >> 35 & 0x7);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" sel2=");
            o.put16(&P, 6 * on as usize);
        }
        o.dec_if(v, on);
    }
    let residual = w & 0x4001fc000;
    if nu != 0 || residual != 0 {
        {
            const P: [u8; 16] = pad16(" ???");
            o.put16(&P, 4);
        }
        if nu & (1 << 0) != 0 {
            {
                const P: [u8; 16] = pad16(" pred=");
                o.put16(&P, 6);
            }
            o.dec((w >> 57 & 0x3));
        }
        if nu & (1 << 4) != 0 {
            {
                const P: [u8; 16] = pad16(" cop=");
                o.put16(&P, 5);
            }
            o.dec((w >> 52 & 0x3));
        }
        if residual != 0 {
            o.byte(b' ');
            o.hex(residual);
        }
    }
    line
}
/// I8MAD
fn f21(w: u64, mut line: Line) -> Line {
    let o = &mut line;
    let mut nu = 0u64;
    {
        let (p, n) = &T44[(w >> 57 & 0x3) as usize];
        if *n == 255 {
            nu |= 1 << 0;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        const P: [u8; 16] = pad16("mad");
        o.put16(&P, 3);
    }
    {
        let (p, n) = &T48[(w >> 43 & 0x1) as usize];
        if *n == 255 {
            nu |= 1 << 11;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        const P: [u8; 16] = pad16(".u8");
        o.put16(&P, 3);
    }
    {
        let sel = ((w >> 32 & 0x3) | (w >> 51 & 0x1) << 2) as usize;
        let raw = (w >> 21 & 0x7f);
        if (sel == 0) && raw >= 124 {
            {
                const P: [u8; 16] = pad16(" i");
                o.put16(&P, 2);
            }
            o.dec(raw - 124);
        } else {
            let num = (w >> 21 & 0x7f);
            if (sel == 3) && num < 128 {
                {
                    const P: [u8; 16] = pad16(" ");
                    o.put16(&P, 1);
                }
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T12[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let sel = (w >> 34 & 0x1) as usize;
        let raw = (w >> 14 & 0x7f);
        if (sel == 0) && raw >= 124 {
            {
                const P: [u8; 16] = pad16(", i");
                o.put16(&P, 3);
            }
            o.dec(raw - 124);
        } else {
            let num = (w >> 14 & 0x7f);
            {
                let (p, n) = &T47[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let sel = ((w >> 30 & 0x3) | (w >> 49 & 0x1) << 2) as usize;
        let raw = (w >> 7 & 0x7f);
        if (sel == 0) && raw >= 124 {
            {
                const P: [u8; 16] = pad16(", i");
                o.put16(&P, 3);
            }
            o.dec(raw - 124);
        } else {
            let num = (w >> 7 & 0x7f);
            if (sel == 4) && num < 128 {
                {
                    const P: [u8; 16] = pad16(", ");
                    o.put16(&P, 2);
                }
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T29[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let sel = ((w >> 28 & 0x3) | (w >> 48 & 0x1) << 2) as usize;
        let raw = (w >> 0 & 0x7f);
        if (sel == 0) && raw >= 124 {
            {
                const P: [u8; 16] = pad16(", i");
                o.put16(&P, 3);
            }
            o.dec(raw - 124);
        } else {
            let num = (w >> 0 & 0x7f);
            if (sel == 4) && num < 128 {
                {
                    const P: [u8; 16] = pad16(", ");
                    o.put16(&P, 2);
                }
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T29[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let (p, n) = &T49[(w >> 44 & 0x7) as usize];
        if *n == 255 {
            nu |= 1 << 10;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let v = (w >> 56 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" cmod1");
            o.put16(&P, 6 * on as usize);
        }
    }
    {
        let v = (w >> 55 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" skipinv");
            o.put16(&P, 8 * on as usize);
        }
    }
    {
        let v = (w >> 54 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" nosched");
            o.put16(&P, 8 * on as usize);
        }
    }
    {
        let v = (w >> 52 & 0x3);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" csel0=");
            o.put16(&P, 7 * on as usize);
        }
        o.dec_if(v, on);
    }
    {
        let v = (w >> 50 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" end");
            o.put16(&P, 4 * on as usize);
        }
    }
    {
        let v = (w >> 47 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" cmod2");
            o.put16(&P, 6 * on as usize);
        }
    }
    {
        let v = (w >> 42 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" cmod0");
            o.put16(&P, 6 * on as usize);
        }
    }
    {
        let v = (w >> 41 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" asel0");
            o.put16(&P, 6 * on as usize);
        }
    }
    {
        let v = (w >> 40 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" amod2");
            o.put16(&P, 6 * on as usize);
        }
    }
    {
        let v = (w >> 39 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" amod1");
            o.put16(&P, 6 * on as usize);
        }
    }
    {
        let v = (w >> 38 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" amod0");
            o.put16(&P, 6 * on as usize);
        }
    }
    {
        let v = (w >> 37 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" csel1");
            o.put16(&P, 6 * on as usize);
        }
    }
    {
        let v = (w >> 36 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" csel2");
            o.put16(&P, 6 * on as usize);
        }
    }
    {
        let v = (w >> 35 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" src0_neg");
            o.put16(&P, 9 * on as usize);
        }
    }
    let residual = w & 0x0;
    if nu != 0 || residual != 0 {
        {
            const P: [u8; 16] = pad16(" ???");
            o.put16(&P, 4);
        }
        if nu & (1 << 0) != 0 {
            {
                const P: [u8; 16] = pad16(" pred=");
                o.put16(&P, 6);
            }
            o.dec((w >> 57 & 0x3));
        }
        if nu & (1 << 10) != 0 {
            {
                const P: [u8; 16] = pad16(" repeat_count=");
                o.put16(&P, 14);
            }
            o.dec((w >> 44 & 0x7));
        }
        if nu & (1 << 11) != 0 {
            {
                const P: [u8; 16] = pad16(" saturated=");
                o.put16(&P, 11);
            }
            o.dec((w >> 43 & 0x1));
        }
        if residual != 0 {
            o.byte(b' ');
            o.hex(residual);
        }
    }
    line
}
/// I16MAD
fn f22(w: u64, mut line: Line) -> Line {
    let o = &mut line;
    let mut nu = 0u64;
    {
        let (p, n) = &T44[(w >> 57 & 0x3) as usize];
        if *n == 255 {
            nu |= 1 << 0;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        const P: [u8; 16] = pad16("mad");
        o.put16(&P, 3);
    }
    {
        let (p, n) = &T50[(w >> 42 & 0x3) as usize];
        if *n == 255 {
            nu |= 1 << 11;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let sel = ((w >> 32 & 0x3) | (w >> 51 & 0x1) << 2) as usize;
        let raw = (w >> 21 & 0x7f);
        if (sel == 0) && raw >= 124 {
            {
                const P: [u8; 16] = pad16(" i");
                o.put16(&P, 2);
            }
            o.dec(raw - 124);
        } else {
            let num = (w >> 21 & 0x7f);
            if (sel == 3) && num < 128 {
                {
                    const P: [u8; 16] = pad16(" ");
                    o.put16(&P, 1);
                }
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T12[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let sel = (w >> 34 & 0x1) as usize;
        let raw = (w >> 14 & 0x7f);
        if (sel == 0) && raw >= 124 {
            {
                const P: [u8; 16] = pad16(", i");
                o.put16(&P, 3);
            }
            o.dec(raw - 124);
        } else {
            let num = (w >> 14 & 0x7f);
            {
                let (p, n) = &T47[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let sel = ((w >> 30 & 0x3) | (w >> 49 & 0x1) << 2) as usize;
        let raw = (w >> 7 & 0x7f);
        if (sel == 0) && raw >= 124 {
            {
                const P: [u8; 16] = pad16(", i");
                o.put16(&P, 3);
            }
            o.dec(raw - 124);
        } else {
            let num = (w >> 7 & 0x7f);
            if (sel == 4) && num < 128 {
                {
                    const P: [u8; 16] = pad16(", ");
                    o.put16(&P, 2);
                }
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T29[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let sel = ((w >> 28 & 0x3) | (w >> 48 & 0x1) << 2) as usize;
        let raw = (w >> 0 & 0x7f);
        if (sel == 0) && raw >= 124 {
            {
                const P: [u8; 16] = pad16(", i");
                o.put16(&P, 3);
            }
            o.dec(raw - 124);
        } else {
            let num = (w >> 0 & 0x7f);
            if (sel == 4) && num < 128 {
                {
                    const P: [u8; 16] = pad16(", ");
                    o.put16(&P, 2);
                }
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T29[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let (p, n) = &T49[(w >> 44 & 0x7) as usize];
        if *n == 255 {
            nu |= 1 << 10;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let v = (w >> 56 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" abs");
            o.put16(&P, 4 * on as usize);
        }
    }
    {
        let v = (w >> 55 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" skipinv");
            o.put16(&P, 8 * on as usize);
        }
    }
    {
        let v = (w >> 54 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" nosched");
            o.put16(&P, 8 * on as usize);
        }
    }
    {
        let v = (w >> 53 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" src2_neg");
            o.put16(&P, 9 * on as usize);
        }
    }
    {
        let v = (w >> 52 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" sel1h_upper8");
            o.put16(&P, 13 * on as usize);
        }
    }
    {
        let v = (w >> 50 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" end");
            o.put16(&P, 4 * on as usize);
        }
    }
    {
        let v = (w >> 40 & 0x3);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" src2_format=");
            o.put16(&P, 13 * on as usize);
        }
        o.dec_if(v, on);
    }
    {
        let v = (w >> 38 & 0x3);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" src1_format=");
            o.put16(&P, 13 * on as usize);
        }
        o.dec_if(v, on);
    }
    {
        let v = (w >> 37 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" sel2h_upper8");
            o.put16(&P, 13 * on as usize);
        }
    }
    {
        let v = (w >> 35 & 0x3);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" or_shift=");
            o.put16(&P, 10 * on as usize);
        }
        o.dec_if(v, on);
    }
    let residual = w & 0x800000000000;
    if nu != 0 || residual != 0 {
        {
            const P: [u8; 16] = pad16(" ???");
            o.put16(&P, 4);
        }
        if nu & (1 << 0) != 0 {
            {
                const P: [u8; 16] = pad16(" pred=");
                o.put16(&P, 6);
            }
            o.dec((w >> 57 & 0x3));
        }
        if nu & (1 << 10) != 0 {
            {
                const P: [u8; 16] = pad16(" repeat_count=");
                o.put16(&P, 14);
            }
            o.dec((w >> 44 & 0x7));
        }
        if nu & (1 << 11) != 0 {
            {
                const P: [u8; 16] = pad16(" mode=");
                o.put16(&P, 6);
            }
            o.dec((w >> 42 & 0x3));
        }
        if residual != 0 {
            o.byte(b' ');
            o.hex(residual);
        }
    }
    line
}
/// I32MAD
fn f23(w: u64, mut line: Line) -> Line {
    let o = &mut line;
    let mut nu = 0u64;
    {
        let (p, n) = &T44[(w >> 57 & 0x3) as usize];
        if *n == 255 {
            nu |= 1 << 0;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        const P: [u8; 16] = pad16("mad");
        o.put16(&P, 3);
    }
    {
        let (p, n) = &T51[(w >> 43 & 0x1) as usize];
        if *n == 255 {
            nu |= 1 << 11;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let (p, n) = &T48[(w >> 42 & 0x1) as usize];
        if *n == 255 {
            nu |= 1 << 12;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let sel = ((w >> 32 & 0x3) | (w >> 51 & 0x1) << 2) as usize;
        let raw = (w >> 21 & 0x7f);
        if (sel == 0) && raw >= 124 {
            {
                const P: [u8; 16] = pad16(" i");
                o.put16(&P, 2);
            }
            o.dec(raw - 124);
        } else {
            let num = (w >> 21 & 0x7f);
            if (sel == 3) && num < 128 {
                {
                    const P: [u8; 16] = pad16(" ");
                    o.put16(&P, 1);
                }
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T12[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let sel = (w >> 34 & 0x1) as usize;
        let raw = (w >> 14 & 0x7f);
        if (sel == 0) && raw >= 124 {
            {
                const P: [u8; 16] = pad16(", i");
                o.put16(&P, 3);
            }
            o.dec(raw - 124);
        } else {
            let num = (w >> 14 & 0x7f);
            {
                let (p, n) = &T47[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let sel = ((w >> 30 & 0x3) | (w >> 49 & 0x1) << 2) as usize;
        let raw = (w >> 7 & 0x7f);
        if (sel == 0) && raw >= 124 {
            {
                const P: [u8; 16] = pad16(", i");
                o.put16(&P, 3);
            }
            o.dec(raw - 124);
        } else {
            let num = (w >> 7 & 0x7f);
            if (sel == 4) && num < 128 {
                {
                    const P: [u8; 16] = pad16(", ");
                    o.put16(&P, 2);
                }
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T29[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let sel = ((w >> 28 & 0x3) | (w >> 48 & 0x1) << 2) as usize;
        let raw = (w >> 0 & 0x7f);
        if (sel == 0) && raw >= 124 {
            {
                const P: [u8; 16] = pad16(", i");
                o.put16(&P, 3);
            }
            o.dec(raw - 124);
        } else {
            let num = (w >> 0 & 0x7f);
            if (sel == 4) && num < 128 {
                {
                    const P: [u8; 16] = pad16(", ");
                    o.put16(&P, 2);
                }
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T29[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let (p, n) = &T49[(w >> 44 & 0x7) as usize];
        if *n == 255 {
            nu |= 1 << 10;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let (p, n) = &T52[(w >> 38 & 0x3) as usize];
        if *n == 255 {
            nu |= 1 << 13;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let v = (w >> 56 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" src0_high");
            o.put16(&P, 10 * on as usize);
        }
    }
    {
        let v = (w >> 55 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" skipinv");
            o.put16(&P, 8 * on as usize);
        }
    }
    {
        let v = (w >> 54 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" nosched");
            o.put16(&P, 8 * on as usize);
        }
    }
    {
        let v = (w >> 53 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" src1_high");
            o.put16(&P, 10 * on as usize);
        }
    }
    {
        let v = (w >> 52 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" src2_high");
            o.put16(&P, 10 * on as usize);
        }
    }
    {
        let v = (w >> 50 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" end");
            o.put16(&P, 4 * on as usize);
        }
    }
    let residual = w & 0x0;
    if nu != 0 || residual != 0 {
        {
            const P: [u8; 16] = pad16(" ???");
            o.put16(&P, 4);
        }
        if nu & (1 << 0) != 0 {
            {
                const P: [u8; 16] = pad16(" pred=");
                o.put16(&P, 6);
            }
            o.dec((w >> 57 & 0x3));
        }
        if nu & (1 << 10) != 0 {
            {
                const P: [u8; 16] = pad16(" repeat_count=");
                o.put16(&P, 14);
            }
            o.dec((w >> 44 & 0x7));
        }
        if nu & (1 << 11) != 0 {
            {
                const P: [u8; 16] = pad16(" is_signed=");
                o.put16(&P, 11);
            }
            o.dec((w >> 43 & 0x1));
        }
        if nu & (1 << 12) != 0 {
            {
                const P: [u8; 16] = pad16(" is_sat=");
                o.put16(&P, 8);
            }
            o.dec((w >> 42 & 0x1));
        }
        if nu & (1 << 13) != 0 {
            {
                const P: [u8; 16] = pad16(" src2_type=");
                o.put16(&P, 11);
            }
            o.dec((w >> 38 & 0x3));
        }
        if residual != 0 {
            o.byte(b' ');
            o.hex(residual);
        }
    }
    line
}
/// I8MAD2
fn f24(w: u64, mut line: Line) -> Line {
    let o = &mut line;
    let mut nu = 0u64;
    {
        let (p, n) = &T44[(w >> 57 & 0x3) as usize];
        if *n == 255 {
            nu |= 1 << 0;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        const P: [u8; 16] = pad16("mad");
        o.put16(&P, 3);
    }
    {
        let (p, n) = &T48[(w >> 43 & 0x1) as usize];
        if *n == 255 {
            nu |= 1 << 1;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        const P: [u8; 16] = pad16(".u8");
        o.put16(&P, 3);
    }
    let residual = w & 0x1fff7ffffffffff;
    if nu != 0 || residual != 0 {
        {
            const P: [u8; 16] = pad16(" ???");
            o.put16(&P, 4);
        }
        if nu & (1 << 0) != 0 {
            {
                const P: [u8; 16] = pad16(" pred=");
                o.put16(&P, 6);
            }
            o.dec((w >> 57 & 0x3));
        }
        if nu & (1 << 1) != 0 {
            {
                const P: [u8; 16] = pad16(" saturated=");
                o.put16(&P, 11);
            }
            o.dec((w >> 43 & 0x1));
        }
        if residual != 0 {
            o.byte(b' ');
            o.hex(residual);
        }
    }
    line
}
/// I32MAD2
fn f25(w: u64, mut line: Line) -> Line {
    let o = &mut line;
    let mut nu = 0u64;
    {
        let (p, n) = &T23[(w >> 56 & 0x7) as usize];
        if *n == 255 {
            nu |= 1 << 0;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        const P: [u8; 16] = pad16("mad");
        o.put16(&P, 3);
    }
    {
        let (p, n) = &T51[(w >> 41 & 0x1) as usize];
        if *n == 255 {
            nu |= 1 << 10;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let (p, n) = &T53[(w >> 52 & 0x3) as usize];
        if *n == 255 {
            nu |= 1 << 3;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let sel = ((w >> 32 & 0x3) | (w >> 51 & 0x1) << 2) as usize;
        let raw = (w >> 21 & 0x7f);
        if (sel == 0) && raw >= 124 {
            {
                const P: [u8; 16] = pad16(" i");
                o.put16(&P, 2);
            }
            o.dec(raw - 124);
        } else {
            let num = (w >> 21 & 0x7f);
            if (sel == 3) && num < 128 {
                {
                    const P: [u8; 16] = pad16(" ");
                    o.put16(&P, 1);
                }
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T12[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let sel = ((w >> 34 & 0x1) | (w >> 47 & 0x1) << 1) as usize;
        let raw = (w >> 14 & 0x7f);
        if (sel == 0) && raw >= 124 {
            {
                const P: [u8; 16] = pad16(", i");
                o.put16(&P, 3);
            }
            o.dec(raw - 124);
        } else {
            let num = (w >> 14 & 0x7f);
            {
                let (p, n) = &T33[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let sel = ((w >> 30 & 0x3) | (w >> 49 & 0x1) << 2) as usize;
        let raw = (w >> 7 & 0x7f);
        if (sel == 0) && raw >= 124 {
            {
                const P: [u8; 16] = pad16(", i");
                o.put16(&P, 3);
            }
            o.dec(raw - 124);
        } else {
            let num = (w >> 7 & 0x7f);
            if (sel == 4) && num < 128 {
                {
                    const P: [u8; 16] = pad16(", ");
                    o.put16(&P, 2);
                }
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T29[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let sel = ((w >> 28 & 0x3) | (w >> 48 & 0x1) << 2) as usize;
        let raw = (w >> 0 & 0x7f);
        if (sel == 0) && raw >= 124 {
            {
                const P: [u8; 16] = pad16(", i");
                o.put16(&P, 3);
            }
            o.dec(raw - 124);
        } else {
            let num = (w >> 0 & 0x7f);
            if (sel == 4) && num < 128 {
                {
                    const P: [u8; 16] = pad16(", ");
                    o.put16(&P, 2);
                }
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T29[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let v = (w >> 55 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" skipinv");
            o.put16(&P, 8 * on as usize);
        }
    }
    {
        let v = (w >> 54 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" nosched");
            o.put16(&P, 8 * on as usize);
        }
    }
    {
        let v = (w >> 50 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" end");
            o.put16(&P, 4 * on as usize);
        }
    }
    {
        let v = (w >> 44 & 0x7);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" count=");
            o.put16(&P, 7 * on as usize);
        }
        o.dec_if(v, on);
    }
    {
        let v = (w >> 40 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" negative_src1");
            o.put16(&P, 14 * on as usize);
        }
    }
    {
        let v = (w >> 39 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" negative_src2");
            o.put16(&P, 14 * on as usize);
        }
    }
    let residual = w & 0x0;
    if nu != 0 || residual != 0 {
        {
            const P: [u8; 16] = pad16(" ???");
            o.put16(&P, 4);
        }
        if nu & (1 << 0) != 0 {
            {
                const P: [u8; 16] = pad16(" pred=");
                o.put16(&P, 6);
            }
            o.dec((w >> 56 & 0x7));
        }
        if nu & (1 << 3) != 0 {
            {
                const P: [u8; 16] = pad16(" sn=");
                o.put16(&P, 4);
            }
            o.dec((w >> 52 & 0x3));
        }
        if nu & (1 << 10) != 0 {
            {
                const P: [u8; 16] = pad16(" is_signed=");
                o.put16(&P, 11);
            }
            o.dec((w >> 41 & 0x1));
        }
        if residual != 0 {
            o.byte(b' ');
            o.hex(residual);
        }
    }
    line
}
/// SMP
fn f26(w: u64, mut line: Line) -> Line {
    let o = &mut line;
    let mut nu = 0u64;
    {
        let (p, n) = &T23[(w >> 56 & 0x7) as usize];
        if *n == 255 {
            nu |= 1 << 0;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        const P: [u8; 16] = pad16("tex");
        o.put16(&P, 3);
    }
    {
        let (p, n) = &T54[(w >> 42 & 0x3) as usize];
        if *n == 255 {
            nu |= 1 << 10;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let (p, n) = &T55[(w >> 40 & 0x3) as usize];
        if *n == 255 {
            nu |= 1 << 11;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let (p, n) = &T56[(w >> 51 & 0x1) as usize];
        if *n == 255 {
            nu |= 1 << 4;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let (p, n) = &T57[(w >> 46 & 0x3) as usize];
        if *n == 255 {
            nu |= 1 << 8;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let sel = (w >> 39 & 0x1) as usize;
        let raw = (w >> 21 & 0x7f);
        if (sel == 0) && raw >= 124 {
            {
                const P: [u8; 16] = pad16(" i");
                o.put16(&P, 2);
            }
            o.dec(raw - 124);
        } else {
            let num = (w >> 21 & 0x7f);
            {
                let (p, n) = &T58[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let sel = ((w >> 34 & 0x1) | (w >> 50 & 0x1) << 1) as usize;
        let raw = (w >> 14 & 0x7f);
        if (sel == 0) && raw >= 124 {
            {
                const P: [u8; 16] = pad16(", i");
                o.put16(&P, 3);
            }
            o.dec(raw - 124);
        } else {
            const S: [u64; 4] = [2, 2, 2, 2];
            let num = (w >> 14 & 0x7f) * S[sel];
            {
                let (p, n) = &T33[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let sel = ((w >> 30 & 0x3) | (w >> 49 & 0x1) << 2) as usize;
        let raw = (w >> 7 & 0x7f);
        if (sel == 0) && raw >= 124 {
            {
                const P: [u8; 16] = pad16(", i");
                o.put16(&P, 3);
            }
            o.dec(raw - 124);
        } else {
            const S: [u64; 8] = [2, 2, 2, 2, 2, 1, 1, 1];
            let num = (w >> 7 & 0x7f) * S[sel];
            if (sel == 4) && num < 128 {
                {
                    const P: [u8; 16] = pad16(", ");
                    o.put16(&P, 2);
                }
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T29[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let sel = ((w >> 28 & 0x3) | (w >> 48 & 0x1) << 2) as usize;
        let raw = (w >> 0 & 0x7f);
        if (sel == 0) && raw >= 124 {
            {
                const P: [u8; 16] = pad16(", i");
                o.put16(&P, 3);
            }
            o.dec(raw - 124);
        } else {
            const S: [u64; 8] = [2, 2, 2, 2, 2, 1, 1, 1];
            let num = (w >> 0 & 0x7f) * S[sel];
            if (sel == 4) && num < 128 {
                {
                    const P: [u8; 16] = pad16(", ");
                    o.put16(&P, 2);
                }
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T29[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let (p, n) = &T59[(w >> 32 & 0x3) as usize];
        if *n == 255 {
            nu |= 1 << 16;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let v = (w >> 55 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" skipinv");
            o.put16(&P, 8 * on as usize);
        }
    }
    {
        let v = (w >> 54 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" nosched");
            o.put16(&P, 8 * on as usize);
        }
    }
    {
        let v = (w >> 52 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" syncstart");
            o.put16(&P, 10 * on as usize);
        }
    }
    {
        let v = (w >> 44 & 0x3);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" mask_count=");
            o.put16(&P, 12 * on as usize);
        }
        o.dec_if(v, on);
    }
    {
        let v = (w >> 37 & 0x3);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" sb_mode=");
            o.put16(&P, 9 * on as usize);
        }
        o.dec_if(v, on);
    }
    {
        let v = (w >> 35 & 0x3);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" src0_type=");
            o.put16(&P, 11 * on as usize);
        }
        o.dec_if(v, on);
    }
    let residual = w & 0x20000000000000;
    if nu != 0 || residual != 0 {
        {
            const P: [u8; 16] = pad16(" ???");
            o.put16(&P, 4);
        }
        if nu & (1 << 0) != 0 {
            {
                const P: [u8; 16] = pad16(" pred=");
                o.put16(&P, 6);
            }
            o.dec((w >> 56 & 0x7));
        }
        if nu & (1 << 4) != 0 {
            {
                const P: [u8; 16] = pad16(" minpack=");
                o.put16(&P, 9);
            }
            o.dec((w >> 51 & 0x1));
        }
        if nu & (1 << 8) != 0 {
            {
                const P: [u8; 16] = pad16(" fconv_type=");
                o.put16(&P, 12);
            }
            o.dec((w >> 46 & 0x3));
        }
        if nu & (1 << 10) != 0 {
            {
                const P: [u8; 16] = pad16(" dim=");
                o.put16(&P, 5);
            }
            o.dec((w >> 42 & 0x3));
        }
        if nu & (1 << 11) != 0 {
            {
                const P: [u8; 16] = pad16(" lod_mode=");
                o.put16(&P, 10);
            }
            o.dec((w >> 40 & 0x3));
        }
        if nu & (1 << 16) != 0 {
            {
                const P: [u8; 16] = pad16(" drc_sel=");
                o.put16(&P, 9);
            }
            o.dec((w >> 32 & 0x3));
        }
        if residual != 0 {
            o.byte(b' ');
            o.hex(residual);
        }
    }
    line
}
/// VLD
fn f27(w: u64, mut line: Line) -> Line {
    let o = &mut line;
    let mut nu = 0u64;
    {
        let (p, n) = &T23[(w >> 56 & 0x7) as usize];
        if *n == 255 {
            nu |= 1 << 0;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        const P: [u8; 16] = pad16("ld");
        o.put16(&P, 2);
    }
    {
        let (p, n) = &T60[(w >> 42 & 0x3) as usize];
        if *n == 255 {
            nu |= 1 << 10;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let (p, n) = &T61[(w >> 36 & 0x3) as usize];
        if *n == 255 {
            nu |= 1 << 14;
        } else {
            o.put16(p, *n as usize);
        }
    }
    if (w >> 53 & 0x1) == 0 {
        {
            const P: [u8; 16] = pad16(".fetch");
            o.put16(&P, 6);
        }
        o.dec((w >> 44 & 0xf) + 1);
    }
    {
        let sel = (w >> 39 & 0x1) as usize;
        let raw = (w >> 21 & 0x7f);
        if (sel == 0) && raw >= 124 {
            {
                const P: [u8; 16] = pad16(" i");
                o.put16(&P, 2);
            }
            o.dec(raw - 124);
        } else {
            let num = (w >> 21 & 0x7f);
            {
                let (p, n) = &T58[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let sel = ((w >> 34 & 0x1) | (w >> 50 & 0x1) << 1) as usize;
        let raw = (w >> 14 & 0x7f);
        if (sel == 0) && raw >= 124 {
            {
                const P: [u8; 16] = pad16(", i");
                o.put16(&P, 3);
            }
            o.dec(raw - 124);
        } else {
            let num = (w >> 14 & 0x7f);
            {
                let (p, n) = &T33[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let sel = ((w >> 30 & 0x3) | (w >> 49 & 0x1) << 2) as usize;
        let raw = (w >> 7 & 0x7f);
        if (sel == 0) && raw >= 124 {
            {
                const P: [u8; 16] = pad16(", i");
                o.put16(&P, 3);
            }
            o.dec(raw - 124);
        } else {
            let num = (w >> 7 & 0x7f);
            if (sel == 4) && num < 128 {
                {
                    const P: [u8; 16] = pad16(", ");
                    o.put16(&P, 2);
                }
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T29[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let sel = ((w >> 28 & 0x3) | (w >> 48 & 0x1) << 2) as usize;
        let raw = (w >> 0 & 0x7f);
        if (sel == 0) && raw >= 124 {
            {
                const P: [u8; 16] = pad16(", i");
                o.put16(&P, 3);
            }
            o.dec(raw - 124);
        } else {
            let num = (w >> 0 & 0x7f);
            if (sel == 4) && num < 128 {
                {
                    const P: [u8; 16] = pad16(", ");
                    o.put16(&P, 2);
                }
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T29[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let v = (w >> 55 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" skipinv");
            o.put16(&P, 8 * on as usize);
        }
    }
    {
        let v = (w >> 54 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" nosched");
            o.put16(&P, 8 * on as usize);
        }
    }
    {
        let v = (w >> 52 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" sync_start");
            o.put16(&P, 11 * on as usize);
        }
    }
    {
        let v = (w >> 51 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" cache_ext");
            o.put16(&P, 10 * on as usize);
        }
    }
    {
        let v = (w >> 44 & 0xf);
        let on = (w >> 53 & 0x1) != 0 && v != 0;
        {
            const P: [u8; 16] = pad16(" mask_count=");
            o.put16(&P, 12 * on as usize);
        }
        o.dec_if(v, on);
    }
    {
        let v = (w >> 40 & 0x3);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" mode=");
            o.put16(&P, 6 * on as usize);
        }
        o.dec_if(v, on);
    }
    {
        let v = (w >> 38 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" range_enable");
            o.put16(&P, 13 * on as usize);
        }
    }
    {
        let v = (w >> 35 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" increment_or_de");
            o.put16(&P, 16 * on as usize);
        }
        {
            const P: [u8; 16] = pad16("crement");
            o.put16(&P, 7 * on as usize);
        }
    }
    {
        let v = (w >> 33 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" cache_by_pass12");
            o.put16(&P, 16 * on as usize);
        }
    }
    {
        let v = (w >> 32 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" drc_sel");
            o.put16(&P, 8 * on as usize);
        }
    }
    let residual = w & 0x0;
    if nu != 0 || residual != 0 {
        {
            const P: [u8; 16] = pad16(" ???");
            o.put16(&P, 4);
        }
        if nu & (1 << 0) != 0 {
            {
                const P: [u8; 16] = pad16(" pred=");
                o.put16(&P, 6);
            }
            o.dec((w >> 56 & 0x7));
        }
        if nu & (1 << 10) != 0 {
            {
                const P: [u8; 16] = pad16(" addr_mode=");
                o.put16(&P, 11);
            }
            o.dec((w >> 42 & 0x3));
        }
        if nu & (1 << 14) != 0 {
            {
                const P: [u8; 16] = pad16(" data_type=");
                o.put16(&P, 11);
            }
            o.dec((w >> 36 & 0x3));
        }
        if residual != 0 {
            o.byte(b' ');
            o.hex(residual);
        }
    }
    line
}
/// VST
fn f28(w: u64, mut line: Line) -> Line {
    let o = &mut line;
    let mut nu = 0u64;
    {
        let (p, n) = &T23[(w >> 56 & 0x7) as usize];
        if *n == 255 {
            nu |= 1 << 0;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        const P: [u8; 16] = pad16("st");
        o.put16(&P, 2);
    }
    {
        let (p, n) = &T60[(w >> 42 & 0x3) as usize];
        if *n == 255 {
            nu |= 1 << 10;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let (p, n) = &T61[(w >> 36 & 0x3) as usize];
        if *n == 255 {
            nu |= 1 << 14;
        } else {
            o.put16(p, *n as usize);
        }
    }
    if (w >> 53 & 0x1) == 0 {
        {
            const P: [u8; 16] = pad16(".fetch");
            o.put16(&P, 6);
        }
        o.dec((w >> 44 & 0xf) + 1);
    }
    {
        let sel = ((w >> 34 & 0x1) | (w >> 50 & 0x1) << 1) as usize;
        let raw = (w >> 14 & 0x7f);
        if (sel == 0) && raw >= 124 {
            {
                const P: [u8; 16] = pad16(" i");
                o.put16(&P, 2);
            }
            o.dec(raw - 124);
        } else {
            let num = (w >> 14 & 0x7f);
            {
                let (p, n) = &T62[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let sel = ((w >> 30 & 0x3) | (w >> 49 & 0x1) << 2) as usize;
        let raw = (w >> 7 & 0x7f);
        if (sel == 0) && raw >= 124 {
            {
                const P: [u8; 16] = pad16(", i");
                o.put16(&P, 3);
            }
            o.dec(raw - 124);
        } else {
            let num = (w >> 7 & 0x7f);
            if (sel == 4) && num < 128 {
                {
                    const P: [u8; 16] = pad16(", ");
                    o.put16(&P, 2);
                }
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T29[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let sel = ((w >> 28 & 0x3) | (w >> 48 & 0x1) << 2) as usize;
        let raw = (w >> 0 & 0x7f);
        if (sel == 0) && raw >= 124 {
            {
                const P: [u8; 16] = pad16(", i");
                o.put16(&P, 3);
            }
            o.dec(raw - 124);
        } else {
            let num = (w >> 0 & 0x7f);
            if (sel == 4) && num < 128 {
                {
                    const P: [u8; 16] = pad16(", ");
                    o.put16(&P, 2);
                }
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T29[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let v = (w >> 55 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" skipinv");
            o.put16(&P, 8 * on as usize);
        }
    }
    {
        let v = (w >> 54 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" nosched");
            o.put16(&P, 8 * on as usize);
        }
    }
    {
        let v = (w >> 52 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" sync_start");
            o.put16(&P, 11 * on as usize);
        }
    }
    {
        let v = (w >> 51 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" cache_ext");
            o.put16(&P, 10 * on as usize);
        }
    }
    {
        let v = (w >> 44 & 0xf);
        let on = (w >> 53 & 0x1) != 0 && v != 0;
        {
            const P: [u8; 16] = pad16(" mask_count=");
            o.put16(&P, 12 * on as usize);
        }
        o.dec_if(v, on);
    }
    {
        let v = (w >> 40 & 0x3);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" mode=");
            o.put16(&P, 6 * on as usize);
        }
        o.dec_if(v, on);
    }
    {
        let v = (w >> 39 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" dest_bank_prima");
            o.put16(&P, 16 * on as usize);
        }
        {
            const P: [u8; 16] = pad16("ttr");
            o.put16(&P, 3 * on as usize);
        }
    }
    {
        let v = (w >> 38 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" range_enable");
            o.put16(&P, 13 * on as usize);
        }
    }
    {
        let v = (w >> 35 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" increment_or_de");
            o.put16(&P, 16 * on as usize);
        }
        {
            const P: [u8; 16] = pad16("crement");
            o.put16(&P, 7 * on as usize);
        }
    }
    {
        let v = (w >> 33 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" cache_by_pass12");
            o.put16(&P, 16 * on as usize);
        }
    }
    {
        let v = (w >> 32 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" drc_sel");
            o.put16(&P, 8 * on as usize);
        }
    }
    {
        let v = (w >> 21 & 0x7f);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" dest_n=");
            o.put16(&P, 8 * on as usize);
        }
        o.dec_if(v, on);
    }
    let residual = w & 0x0;
    if nu != 0 || residual != 0 {
        {
            const P: [u8; 16] = pad16(" ???");
            o.put16(&P, 4);
        }
        if nu & (1 << 0) != 0 {
            {
                const P: [u8; 16] = pad16(" pred=");
                o.put16(&P, 6);
            }
            o.dec((w >> 56 & 0x7));
        }
        if nu & (1 << 10) != 0 {
            {
                const P: [u8; 16] = pad16(" addr_mode=");
                o.put16(&P, 11);
            }
            o.dec((w >> 42 & 0x3));
        }
        if nu & (1 << 14) != 0 {
            {
                const P: [u8; 16] = pad16(" data_type=");
                o.put16(&P, 11);
            }
            o.dec((w >> 36 & 0x3));
        }
        if residual != 0 {
            o.byte(b' ');
            o.hex(residual);
        }
    }
    line
}
/// NOP
fn f29(w: u64, mut line: Line) -> Line {
    let o = &mut line;
    let mut nu = 0u64;
    {
        let (p, n) = &T23[(w >> 56 & 0x7) as usize];
        if *n == 255 {
            nu |= 1 << 0;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        const P: [u8; 16] = pad16("nop");
        o.put16(&P, 3);
    }
    {
        let v = (w >> 55 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" syncend");
            o.put16(&P, 8 * on as usize);
        }
    }
    {
        let v = (w >> 51 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" exception");
            o.put16(&P, 10 * on as usize);
        }
    }
    {
        let v = (w >> 50 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" end");
            o.put16(&P, 4 * on as usize);
        }
    }
    {
        let v = (w >> 45 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" pwait");
            o.put16(&P, 6 * on as usize);
        }
    }
    {
        let v = (w >> 44 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" sync_ext");
            o.put16(&P, 9 * on as usize);
        }
    }
    {
        let v = (w >> 43 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" nosched");
            o.put16(&P, 8 * on as usize);
        }
    }
    {
        let v = (w >> 1 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" trigger");
            o.put16(&P, 8 * on as usize);
        }
    }
    {
        let v = (w >> 0 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" toggle_out_file");
            o.put16(&P, 16 * on as usize);
        }
        {
            const P: [u8; 16] = pad16("s");
            o.put16(&P, 1 * on as usize);
        }
    }
    let residual = w & 0x3c63ffffffffc;
    if nu != 0 || residual != 0 {
        {
            const P: [u8; 16] = pad16(" ???");
            o.put16(&P, 4);
        }
        if nu & (1 << 0) != 0 {
            {
                const P: [u8; 16] = pad16(" pred=");
                o.put16(&P, 6);
            }
            o.dec((w >> 56 & 0x7));
        }
        if residual != 0 {
            o.byte(b' ');
            o.hex(residual);
        }
    }
    line
}
/// BR
fn f30(w: u64, mut line: Line) -> Line {
    let o = &mut line;
    let mut nu = 0u64;
    {
        let (p, n) = &T23[(w >> 56 & 0x7) as usize];
        if *n == 255 {
            nu |= 1 << 0;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let (p, n) = &T63[(w >> 38 & 0x1) as usize];
        if *n == 255 {
            nu |= 1 << 8;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let (p, n) = &T64[(w >> 41 & 0x1) as usize];
        if *n == 255 {
            nu |= 1 << 7;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        const P: [u8; 16] = pad16(" ");
        o.put16(&P, 1);
    }
    o.hex(if (w >> 38 & 0x1) == 1 {
        ((((w >> 0 & 0xfffff) << 44) as i64 >> 44) * 8) as u64
    } else {
        (w >> 0 & 0xfffff) * 8
    });
    {
        let v = (w >> 55 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" syncend");
            o.put16(&P, 8 * on as usize);
        }
    }
    {
        let v = (w >> 51 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" exception");
            o.put16(&P, 10 * on as usize);
        }
    }
    {
        let v = (w >> 45 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" pwait");
            o.put16(&P, 6 * on as usize);
        }
    }
    {
        let v = (w >> 44 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" sync_ext");
            o.put16(&P, 9 * on as usize);
        }
    }
    {
        let v = (w >> 43 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" nosched");
            o.put16(&P, 8 * on as usize);
        }
    }
    {
        let v = (w >> 42 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" br_monitor");
            o.put16(&P, 11 * on as usize);
        }
    }
    {
        let v = (w >> 21 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" any_inst");
            o.put16(&P, 9 * on as usize);
        }
    }
    {
        let v = (w >> 20 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" all_inst");
            o.put16(&P, 9 * on as usize);
        }
    }
    let residual = w & 0x7c03fffc00000;
    if nu != 0 || residual != 0 {
        {
            const P: [u8; 16] = pad16(" ???");
            o.put16(&P, 4);
        }
        if nu & (1 << 0) != 0 {
            {
                const P: [u8; 16] = pad16(" pred=");
                o.put16(&P, 6);
            }
            o.dec((w >> 56 & 0x7));
        }
        if nu & (1 << 7) != 0 {
            {
                const P: [u8; 16] = pad16(" save_link=");
                o.put16(&P, 11);
            }
            o.dec((w >> 41 & 0x1));
        }
        if nu & (1 << 8) != 0 {
            {
                const P: [u8; 16] = pad16(" br_type=");
                o.put16(&P, 9);
            }
            o.dec((w >> 38 & 0x1));
        }
        if residual != 0 {
            o.byte(b' ');
            o.hex(residual);
        }
    }
    line
}
/// PHAS
fn f31(w: u64, mut line: Line) -> Line {
    let o = &mut line;
    let mut nu = 0u64;
    {
        const P: [u8; 16] = pad16("phas");
        o.put16(&P, 4);
    }
    {
        let (p, n) = &T65[(w >> 40 & 0x7) as usize];
        if *n == 255 {
            nu |= 1 << 8;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let v = (w >> 55 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" sprvv");
            o.put16(&P, 6 * on as usize);
        }
    }
    {
        let v = (w >> 51 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" end");
            o.put16(&P, 4 * on as usize);
        }
    }
    {
        let v = (w >> 50 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" imm");
            o.put16(&P, 4 * on as usize);
        }
    }
    {
        let v = (w >> 49 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" src1_bank_ext");
            o.put16(&P, 14 * on as usize);
        }
    }
    {
        let v = (w >> 48 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" src2_bank_ext");
            o.put16(&P, 14 * on as usize);
        }
    }
    {
        let v = (w >> 45 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" mode");
            o.put16(&P, 5 * on as usize);
        }
    }
    {
        let v = (w >> 44 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" rate_hi");
            o.put16(&P, 8 * on as usize);
        }
    }
    {
        let v = (w >> 43 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" rate_lo_or_nosc");
            o.put16(&P, 16 * on as usize);
        }
        {
            const P: [u8; 16] = pad16("hed");
            o.put16(&P, 3 * on as usize);
        }
    }
    {
        let v = (w >> 32 & 0xff);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" temp_count=");
            o.put16(&P, 12 * on as usize);
        }
        o.dec_if(v, on);
    }
    {
        let v = (w >> 30 & 0x3);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" src1_bank=");
            o.put16(&P, 11 * on as usize);
        }
        o.dec_if(v, on);
    }
    {
        let v = (w >> 28 & 0x3);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" src2_bank=");
            o.put16(&P, 11 * on as usize);
        }
        o.dec_if(v, on);
    }
    {
        let v = (w >> 14 & 0x3f);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" exe_addr_high=");
            o.put16(&P, 15 * on as usize);
        }
        o.dec_if(v, on);
    }
    {
        let v = (w >> 7 & 0x7f);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" src1_n_or_exe_a");
            o.put16(&P, 16 * on as usize);
        }
        {
            const P: [u8; 16] = pad16("ddr_mid=");
            o.put16(&P, 8 * on as usize);
        }
        o.dec_if(v, on);
    }
    {
        let v = (w >> 0 & 0x7f);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" src2_n_or_exe_a");
            o.put16(&P, 16 * on as usize);
        }
        {
            const P: [u8; 16] = pad16("ddr_low=");
            o.put16(&P, 8 * on as usize);
        }
        o.dec_if(v, on);
    }
    let residual = w & 0xc0000ff00000;
    if nu != 0 || residual != 0 {
        {
            const P: [u8; 16] = pad16(" ???");
            o.put16(&P, 4);
        }
        if nu & (1 << 8) != 0 {
            {
                const P: [u8; 16] = pad16(" wait_cond=");
                o.put16(&P, 11);
            }
            o.dec((w >> 40 & 0x7));
        }
        if residual != 0 {
            o.byte(b' ');
            o.hex(residual);
        }
    }
    line
}
/// SMLSI
fn f32(w: u64, mut line: Line) -> Line {
    let o = &mut line;
    let mut nu = 0u64;
    {
        const P: [u8; 16] = pad16("smlsi");
        o.put16(&P, 5);
    }
    {
        const P: [u8; 16] = pad16(" ");
        o.put16(&P, 1);
    }
    o.hex((w >> 24 & 0xff));
    {
        const P: [u8; 16] = pad16(", ");
        o.put16(&P, 2);
    }
    o.hex((w >> 16 & 0xff));
    {
        const P: [u8; 16] = pad16(", ");
        o.put16(&P, 2);
    }
    o.hex((w >> 8 & 0xff));
    {
        const P: [u8; 16] = pad16(", ");
        o.put16(&P, 2);
    }
    o.hex((w >> 0 & 0xff));
    {
        let v = (w >> 50 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" nosched");
            o.put16(&P, 8 * on as usize);
        }
    }
    {
        let v = (w >> 44 & 0xf);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" temp_limit=");
            o.put16(&P, 12 * on as usize);
        }
        o.dec_if(v, on);
    }
    {
        let v = (w >> 40 & 0xf);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" pa_limit=");
            o.put16(&P, 10 * on as usize);
        }
        o.dec_if(v, on);
    }
    {
        let v = (w >> 36 & 0xf);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" sa_limit=");
            o.put16(&P, 10 * on as usize);
        }
        o.dec_if(v, on);
    }
    {
        let v = (w >> 35 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" dest_inc_mode");
            o.put16(&P, 14 * on as usize);
        }
    }
    {
        let v = (w >> 34 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" src0_inc_mode");
            o.put16(&P, 14 * on as usize);
        }
    }
    {
        let v = (w >> 33 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" src1_inc_mode");
            o.put16(&P, 14 * on as usize);
        }
    }
    {
        let v = (w >> 32 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" src2_inc_mode");
            o.put16(&P, 14 * on as usize);
        }
    }
    let residual = w & 0xcb000000000000;
    if nu != 0 || residual != 0 {
        {
            const P: [u8; 16] = pad16(" ???");
            o.put16(&P, 4);
        }
        if residual != 0 {
            o.byte(b' ');
            o.hex(residual);
        }
    }
    line
}
/// SMBO
fn f33(w: u64, mut line: Line) -> Line {
    let o = &mut line;
    let mut nu = 0u64;
    {
        const P: [u8; 16] = pad16("smbo");
        o.put16(&P, 4);
    }
    {
        let v = (w >> 50 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" nosched");
            o.put16(&P, 8 * on as usize);
        }
    }
    {
        let v = (w >> 36 & 0xfff);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" dest_offset=");
            o.put16(&P, 13 * on as usize);
        }
        o.dec_if(v, on);
    }
    {
        let v = (w >> 24 & 0xfff);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" src0_offset=");
            o.put16(&P, 13 * on as usize);
        }
        o.dec_if(v, on);
    }
    {
        let v = (w >> 12 & 0xfff);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" src1_offset=");
            o.put16(&P, 13 * on as usize);
        }
        o.dec_if(v, on);
    }
    {
        let v = (w >> 0 & 0xfff);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" src2_offset=");
            o.put16(&P, 13 * on as usize);
        }
        o.dec_if(v, on);
    }
    let residual = w & 0xcb000000000000;
    if nu != 0 || residual != 0 {
        {
            const P: [u8; 16] = pad16(" ???");
            o.put16(&P, 4);
        }
        if residual != 0 {
            o.byte(b' ');
            o.hex(residual);
        }
    }
    line
}
/// IDF
fn f34(w: u64, mut line: Line) -> Line {
    let o = &mut line;
    let mut nu = 0u64;
    {
        const P: [u8; 16] = pad16("idf");
        o.put16(&P, 3);
    }
    {
        let (p, n) = &T59[(w >> 32 & 0x3) as usize];
        if *n == 255 {
            nu |= 1 << 3;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let v = (w >> 43 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" nosched");
            o.put16(&P, 8 * on as usize);
        }
    }
    let residual = w & 0xcff7fcffffffff;
    if nu != 0 || residual != 0 {
        {
            const P: [u8; 16] = pad16(" ???");
            o.put16(&P, 4);
        }
        if nu & (1 << 3) != 0 {
            {
                const P: [u8; 16] = pad16(" drc=");
                o.put16(&P, 5);
            }
            o.dec((w >> 32 & 0x3));
        }
        if residual != 0 {
            o.byte(b' ');
            o.hex(residual);
        }
    }
    line
}
/// WDF
fn f35(w: u64, mut line: Line) -> Line {
    let o = &mut line;
    let mut nu = 0u64;
    {
        const P: [u8; 16] = pad16("wdf");
        o.put16(&P, 3);
    }
    {
        let (p, n) = &T59[(w >> 32 & 0x3) as usize];
        if *n == 255 {
            nu |= 1 << 3;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        let v = (w >> 43 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" nosched");
            o.put16(&P, 8 * on as usize);
        }
    }
    let residual = w & 0xcff7fcffffffff;
    if nu != 0 || residual != 0 {
        {
            const P: [u8; 16] = pad16(" ???");
            o.put16(&P, 4);
        }
        if nu & (1 << 3) != 0 {
            {
                const P: [u8; 16] = pad16(" drc=");
                o.put16(&P, 5);
            }
            o.dec((w >> 32 & 0x3));
        }
        if residual != 0 {
            o.byte(b' ');
            o.hex(residual);
        }
    }
    line
}
/// EMIT
fn f36(w: u64, mut line: Line) -> Line {
    let o = &mut line;
    let mut nu = 0u64;
    {
        const P: [u8; 16] = pad16("emit");
        o.put16(&P, 4);
    }
    {
        let sel = ((w >> 34 & 0x1) | (w >> 51 & 0x1) << 1) as usize;
        let raw = (w >> 14 & 0x7f);
        if (sel == 0) && raw >= 124 {
            {
                const P: [u8; 16] = pad16(" i");
                o.put16(&P, 2);
            }
            o.dec(raw - 124);
        } else {
            let num = (w >> 14 & 0x7f);
            {
                let (p, n) = &T62[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let sel = ((w >> 30 & 0x3) | (w >> 49 & 0x1) << 2) as usize;
        let raw = (w >> 7 & 0x7f);
        if (sel == 0) && raw >= 124 {
            {
                const P: [u8; 16] = pad16(", i");
                o.put16(&P, 3);
            }
            o.dec(raw - 124);
        } else {
            let num = (w >> 7 & 0x7f);
            if (sel == 4) && num < 128 {
                {
                    const P: [u8; 16] = pad16(", ");
                    o.put16(&P, 2);
                }
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T29[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let sel = ((w >> 28 & 0x3) | (w >> 48 & 0x1) << 2) as usize;
        let raw = (w >> 0 & 0x7f);
        if (sel == 0) && raw >= 124 {
            {
                const P: [u8; 16] = pad16(", i");
                o.put16(&P, 3);
            }
            o.dec(raw - 124);
        } else {
            let num = (w >> 0 & 0x7f);
            if (sel == 4) && num < 128 {
                {
                    const P: [u8; 16] = pad16(", ");
                    o.put16(&P, 2);
                }
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T29[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let v = (w >> 54 & 0x3);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" sideband_high=");
            o.put16(&P, 15 * on as usize);
        }
        o.dec_if(v, on);
    }
    {
        let v = (w >> 50 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" end");
            o.put16(&P, 4 * on as usize);
        }
    }
    {
        let v = (w >> 46 & 0x3);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" target=");
            o.put16(&P, 8 * on as usize);
        }
        o.dec_if(v, on);
    }
    {
        let v = (w >> 45 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" task_start_or_m");
            o.put16(&P, 16 * on as usize);
        }
        {
            const P: [u8; 16] = pad16("te_hi");
            o.put16(&P, 5 * on as usize);
        }
    }
    {
        let v = (w >> 44 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" task_end_or_mte");
            o.put16(&P, 16 * on as usize);
        }
        {
            const P: [u8; 16] = pad16("_lo");
            o.put16(&P, 3 * on as usize);
        }
    }
    {
        let v = (w >> 43 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" nosched");
            o.put16(&P, 8 * on as usize);
        }
    }
    {
        let v = (w >> 35 & 0x3f);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" sideband_mid=");
            o.put16(&P, 14 * on as usize);
        }
        o.dec_if(v, on);
    }
    {
        let v = (w >> 32 & 0x3);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" incp=");
            o.put16(&P, 6 * on as usize);
        }
        o.dec_if(v, on);
    }
    {
        let v = (w >> 22 & 0x3f);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" sideband_low=");
            o.put16(&P, 14 * on as usize);
        }
        o.dec_if(v, on);
    }
    {
        let v = (w >> 21 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" freep");
            o.put16(&P, 6 * on as usize);
        }
    }
    let residual = w & 0x60000000000;
    if nu != 0 || residual != 0 {
        {
            const P: [u8; 16] = pad16(" ???");
            o.put16(&P, 4);
        }
        if residual != 0 {
            o.byte(b' ');
            o.hex(residual);
        }
    }
    line
}
/// LIMM
fn f37(w: u64, mut line: Line) -> Line {
    let o = &mut line;
    let mut nu = 0u64;
    {
        let (p, n) = &T23[(w >> 41 & 0x7) as usize];
        if *n == 255 {
            nu |= 1 << 4;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        const P: [u8; 16] = pad16("limm");
        o.put16(&P, 4);
    }
    {
        let sel = ((w >> 32 & 0x3) | (w >> 51 & 0x1) << 2) as usize;
        let raw = (w >> 21 & 0x7f);
        if (sel == 0) && raw >= 124 {
            {
                const P: [u8; 16] = pad16(" i");
                o.put16(&P, 2);
            }
            o.dec(raw - 124);
        } else {
            let num = (w >> 21 & 0x7f);
            if (sel == 3) && num < 128 {
                {
                    const P: [u8; 16] = pad16(" ");
                    o.put16(&P, 1);
                }
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T12[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        const P: [u8; 16] = pad16(", ");
        o.put16(&P, 2);
    }
    o.hex(((w >> 0 & 0x1fffff) | (w >> 36 & 0x1f) << 21 | (w >> 44 & 0x3f) << 26));
    {
        let v = (w >> 55 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" skipinv");
            o.put16(&P, 8 * on as usize);
        }
    }
    {
        let v = (w >> 54 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" nosched");
            o.put16(&P, 8 * on as usize);
        }
    }
    {
        let v = (w >> 50 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" end");
            o.put16(&P, 4 * on as usize);
        }
    }
    let residual = w & 0xcf0000000;
    if nu != 0 || residual != 0 {
        {
            const P: [u8; 16] = pad16(" ???");
            o.put16(&P, 4);
        }
        if nu & (1 << 4) != 0 {
            {
                const P: [u8; 16] = pad16(" pred=");
                o.put16(&P, 6);
            }
            o.dec((w >> 41 & 0x7));
        }
        if residual != 0 {
            o.byte(b' ');
            o.hex(residual);
        }
    }
    line
}
/// KILL
fn f38(w: u64, mut line: Line) -> Line {
    let o = &mut line;
    let mut nu = 0u64;
    {
        let (p, n) = &T44[(w >> 41 & 0x3) as usize];
        if *n == 255 {
            nu |= 1 << 2;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        const P: [u8; 16] = pad16("kill");
        o.put16(&P, 4);
    }
    {
        let v = (w >> 55 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" syncs");
            o.put16(&P, 6 * on as usize);
        }
    }
    {
        let v = (w >> 54 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" c10");
            o.put16(&P, 4 * on as usize);
        }
    }
    {
        let v = (w >> 21 & 0x7f);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" dest_n=");
            o.put16(&P, 8 * on as usize);
        }
        o.dec_if(v, on);
    }
    {
        let v = (w >> 14 & 0x7f);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" src0_n=");
            o.put16(&P, 8 * on as usize);
        }
        o.dec_if(v, on);
    }
    {
        let v = (w >> 7 & 0x7f);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" src1_n=");
            o.put16(&P, 8 * on as usize);
        }
        o.dec_if(v, on);
    }
    {
        let v = (w >> 0 & 0x7f);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" src2_n=");
            o.put16(&P, 8 * on as usize);
        }
        o.dec_if(v, on);
    }
    let residual = w & 0x0;
    if nu != 0 || residual != 0 {
        {
            const P: [u8; 16] = pad16(" ???");
            o.put16(&P, 4);
        }
        if nu & (1 << 2) != 0 {
            {
                const P: [u8; 16] = pad16(" pred=");
                o.put16(&P, 6);
            }
            o.dec((w >> 41 & 0x3));
        }
        if residual != 0 {
            o.byte(b' ');
            o.hex(residual);
        }
    }
    line
}
/// DEPTHF
fn f39(w: u64, mut line: Line) -> Line {
    let o = &mut line;
    let mut nu = 0u64;
    {
        let (p, n) = &T44[(w >> 41 & 0x3) as usize];
        if *n == 255 {
            nu |= 1 << 6;
        } else {
            o.put16(p, *n as usize);
        }
    }
    {
        const P: [u8; 16] = pad16("depthf");
        o.put16(&P, 6);
    }
    {
        let sel = ((w >> 34 & 0x1) | (w >> 51 & 0x1) << 1) as usize;
        let raw = (w >> 14 & 0x7f);
        if (sel == 0) && raw >= 124 {
            {
                const P: [u8; 16] = pad16(" i");
                o.put16(&P, 2);
            }
            o.dec(raw - 124);
        } else {
            let num = (w >> 14 & 0x7f);
            {
                let (p, n) = &T62[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let sel = ((w >> 30 & 0x3) | (w >> 49 & 0x1) << 2) as usize;
        let raw = (w >> 7 & 0x7f);
        if (sel == 0) && raw >= 124 {
            {
                const P: [u8; 16] = pad16(", i");
                o.put16(&P, 3);
            }
            o.dec(raw - 124);
        } else {
            let num = (w >> 7 & 0x7f);
            if (sel == 4) && num < 128 {
                {
                    const P: [u8; 16] = pad16(", ");
                    o.put16(&P, 2);
                }
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T29[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let sel = ((w >> 28 & 0x3) | (w >> 48 & 0x1) << 2) as usize;
        let raw = (w >> 0 & 0x7f);
        if (sel == 0) && raw >= 124 {
            {
                const P: [u8; 16] = pad16(", i");
                o.put16(&P, 3);
            }
            o.dec(raw - 124);
        } else {
            let num = (w >> 0 & 0x7f);
            if (sel == 4) && num < 128 {
                {
                    const P: [u8; 16] = pad16(", ");
                    o.put16(&P, 2);
                }
                let (p, n) = &T7[(num >> 5) as usize];
                o.put16(p, *n as usize);
                o.dec(num & 31);
                o.byte(b']');
            } else {
                let (p, n) = &T29[sel];
                o.put16(p, *n as usize);
                o.dec(num);
            }
        }
    }
    {
        let v = (w >> 55 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" sync");
            o.put16(&P, 5 * on as usize);
        }
    }
    {
        let v = (w >> 50 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" end");
            o.put16(&P, 4 * on as usize);
        }
    }
    {
        let v = (w >> 43 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" nosched");
            o.put16(&P, 8 * on as usize);
        }
    }
    {
        let v = (w >> 37 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" two_sided");
            o.put16(&P, 10 * on as usize);
        }
    }
    {
        let v = (w >> 35 & 0x3);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" feedback=");
            o.put16(&P, 10 * on as usize);
        }
        o.dec_if(v, on);
    }
    {
        let v = (w >> 21 & 0x7f);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" dest_n=");
            o.put16(&P, 8 * on as usize);
        }
        o.dec_if(v, on);
    }
    let residual = w & 0x40f1c300000000;
    if nu != 0 || residual != 0 {
        {
            const P: [u8; 16] = pad16(" ???");
            o.put16(&P, 4);
        }
        if nu & (1 << 6) != 0 {
            {
                const P: [u8; 16] = pad16(" pred=");
                o.put16(&P, 6);
            }
            o.dec((w >> 41 & 0x3));
        }
        if residual != 0 {
            o.byte(b' ');
            o.hex(residual);
        }
    }
    line
}
/// SPEC
fn f40(w: u64, mut line: Line) -> Line {
    let o = &mut line;
    let mut nu = 0u64;
    {
        const P: [u8; 16] = pad16("special");
        o.put16(&P, 7);
    }
    {
        let v = (w >> 54 & 0x1);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" special");
            o.put16(&P, 8 * on as usize);
        }
    }
    {
        let v = (w >> 52 & 0x3);
        let on = v != 0;
        {
            const P: [u8; 16] = pad16(" category=");
            o.put16(&P, 10 * on as usize);
        }
        o.dec_if(v, on);
    }
    let residual = w & 0x78fffffffffffff;
    if nu != 0 || residual != 0 {
        {
            const P: [u8; 16] = pad16(" ???");
            o.put16(&P, 4);
        }
        if residual != 0 {
            o.byte(b' ');
            o.hex(residual);
        }
    }
    line
}
/// ILLEGAL
fn f41(w: u64, mut line: Line) -> Line {
    let o = &mut line;
    let mut nu = 0u64;
    {
        const P: [u8; 16] = pad16("illegal");
        o.put16(&P, 7);
    }
    let residual = w & 0xffffffffffffffff;
    if nu != 0 || residual != 0 {
        {
            const P: [u8; 16] = pad16(" ???");
            o.put16(&P, 4);
        }
        if residual != 0 {
            o.byte(b' ');
            o.hex(residual);
        }
    }
    line
}
static T0: [([u8; 16], u8); 4] = [(pad16(""), 0), (pad16("p0 "), 3), (pad16("!p0 "), 4), (pad16("pn "), 3)];
static T1: [([u8; 16], u8); 2] = [(pad16(".f32"), 4), (pad16(".f16"), 4)];
static T2: [([u8; 16], u8); 4] = [(pad16(" r"), 2), (pad16(" o"), 2), (pad16(" pa"), 3), (pad16(" sa"), 3)];
static T3: [([u8; 16], u8); 16] = [
    (pad16(".none"), 5),
    (pad16(".x"), 2),
    (pad16(".y"), 2),
    (pad16(".xy"), 3),
    (pad16(".z"), 2),
    (pad16(".xz"), 3),
    (pad16(".yz"), 3),
    (pad16(".xyz"), 4),
    (pad16(".w"), 2),
    (pad16(".xw"), 3),
    (pad16(".yw"), 3),
    (pad16(".xyw"), 4),
    (pad16(".zw"), 3),
    (pad16(".xzw"), 4),
    (pad16(".yzw"), 4),
    (pad16(".xyzw"), 5),
];
static T4: [([u8; 16], u8); 2] = [(pad16("r"), 1), (pad16("pa"), 2)];
static T5: [([u8; 16], u8); 8] = [
    (pad16(".xxxx"), 5),
    (pad16(".yyyy"), 5),
    (pad16(".zzzz"), 5),
    (pad16(".wwww"), 5),
    (pad16(".xyzw"), 5),
    (pad16(".yzxw"), 5),
    (pad16(".xyww"), 5),
    (pad16(".zwxy"), 5),
];
static T6: [([u8; 16], u8); 8] = [
    (pad16("r"), 1),
    (pad16("o"), 1),
    (pad16("pa"), 2),
    (pad16("sa"), 2),
    (pad16("x"), 1),
    (pad16("c"), 1),
    (pad16("#"), 1),
    (pad16("ib"), 2),
];
static T7: [([u8; 16], u8); 4] = [
    (pad16("r[index1 * 2 + "), 15),
    (pad16("o[index1 * 2 + "), 15),
    (pad16("pa[index1 * 2 + "), 16),
    (pad16("sa[index1 * 2 + "), 16),
];
static T8: [([u8; 16], u8); 8] = [
    (pad16(".xxxx"), 5),
    (pad16(".yyyy"), 5),
    (pad16(".zzzz"), 5),
    (pad16(".wwww"), 5),
    (pad16(".xyzw"), 5),
    (pad16(".xyyz"), 5),
    (pad16(".yyww"), 5),
    (pad16(".wyzw"), 5),
];
static T9: [([u8; 16], u8); 8] = [
    (pad16(".xxxx"), 5),
    (pad16(".yyyy"), 5),
    (pad16(".zzzz"), 5),
    (pad16(".wwww"), 5),
    (pad16(".xyzw"), 5),
    (pad16(".xzww"), 5),
    (pad16(".xxyz"), 5),
    (pad16(".xyzz"), 5),
];
static T10: [([u8; 16], u8); 8] = [
    (pad16(""), 0),
    (pad16("p0 "), 3),
    (pad16("p1 "), 3),
    (pad16("p2 "), 3),
    (pad16("!p0 "), 4),
    (pad16("!p1 "), 4),
    (pad16("!p2 "), 4),
    (pad16("pn "), 3),
];
static T11: [([u8; 16], u8); 8] = [
    (pad16("mul"), 3),
    (pad16("add"), 3),
    (pad16("frc"), 3),
    (pad16("dsx"), 3),
    (pad16("dsy"), 3),
    (pad16("min"), 3),
    (pad16("max"), 3),
    (pad16("vdp"), 3),
];
static T12: [([u8; 16], u8); 8] = [
    (pad16(" r"), 2),
    (pad16(" o"), 2),
    (pad16(" pa"), 3),
    (pad16(" x"), 2),
    (pad16(" sa"), 3),
    (pad16(" c"), 2),
    (pad16(" idx"), 4),
    (pad16(" ib"), 3),
];
static T13: [([u8; 16], u8); 64] = [
    (pad16("xx"), 2),
    (pad16("yx"), 2),
    (pad16("zx"), 2),
    (pad16("wx"), 2),
    (pad16("0x"), 2),
    (pad16("1x"), 2),
    (pad16("2x"), 2),
    (pad16("hx"), 2),
    (pad16("xy"), 2),
    (pad16("yy"), 2),
    (pad16("zy"), 2),
    (pad16("wy"), 2),
    (pad16("0y"), 2),
    (pad16("1y"), 2),
    (pad16("2y"), 2),
    (pad16("hy"), 2),
    (pad16("xz"), 2),
    (pad16("yz"), 2),
    (pad16("zz"), 2),
    (pad16("wz"), 2),
    (pad16("0z"), 2),
    (pad16("1z"), 2),
    (pad16("2z"), 2),
    (pad16("hz"), 2),
    (pad16("xw"), 2),
    (pad16("yw"), 2),
    (pad16("zw"), 2),
    (pad16("ww"), 2),
    (pad16("0w"), 2),
    (pad16("1w"), 2),
    (pad16("2w"), 2),
    (pad16("hw"), 2),
    (pad16("x0"), 2),
    (pad16("y0"), 2),
    (pad16("z0"), 2),
    (pad16("w0"), 2),
    (pad16("00"), 2),
    (pad16("10"), 2),
    (pad16("20"), 2),
    (pad16("h0"), 2),
    (pad16("x1"), 2),
    (pad16("y1"), 2),
    (pad16("z1"), 2),
    (pad16("w1"), 2),
    (pad16("01"), 2),
    (pad16("11"), 2),
    (pad16("21"), 2),
    (pad16("h1"), 2),
    (pad16("x2"), 2),
    (pad16("y2"), 2),
    (pad16("z2"), 2),
    (pad16("w2"), 2),
    (pad16("02"), 2),
    (pad16("12"), 2),
    (pad16("22"), 2),
    (pad16("h2"), 2),
    (pad16("xh"), 2),
    (pad16("yh"), 2),
    (pad16("zh"), 2),
    (pad16("wh"), 2),
    (pad16("0h"), 2),
    (pad16("1h"), 2),
    (pad16("2h"), 2),
    (pad16("hh"), 2),
];
static T14: [([u8; 16], u8); 16] = [
    (pad16(".xxxx"), 5),
    (pad16(".yyyy"), 5),
    (pad16(".zzzz"), 5),
    (pad16(".wwww"), 5),
    (pad16(".xyzw"), 5),
    (pad16(".yzww"), 5),
    (pad16(".xyzz"), 5),
    (pad16(".xxyz"), 5),
    (pad16(".xyxy"), 5),
    (pad16(".xywz"), 5),
    (pad16(".zxyw"), 5),
    (pad16(".zwzw"), 5),
    (pad16(".yzxz"), 5),
    (pad16(".xxyy"), 5),
    (pad16(".xzww"), 5),
    (pad16(".xyz1"), 5),
];
static T15: [([u8; 16], u8); 64] = [
    (pad16(".xxx"), 4),
    (pad16(".yyy"), 4),
    (pad16(".zzz"), 4),
    (pad16(".www"), 4),
    (pad16(".xyz"), 4),
    (pad16(".yzw"), 4),
    (pad16(".xxy"), 4),
    (pad16(".xyx"), 4),
    (pad16(".yyx"), 4),
    (pad16(".yyz"), 4),
    (pad16(".zxy"), 4),
    (pad16(".xzy"), 4),
    (pad16(".yzx"), 4),
    (pad16(".zyx"), 4),
    (pad16(".zzy"), 4),
    (pad16(".xy1"), 4),
    (pad16(".xyy"), 4),
    (pad16(".yxy"), 4),
    (pad16(".xxz"), 4),
    (pad16(".yxx"), 4),
    (pad16(".xy0"), 4),
    (pad16(".x10"), 4),
    (pad16(".000"), 4),
    (pad16(".111"), 4),
    (pad16(".hhh"), 4),
    (pad16(".222"), 4),
    (pad16(".x00"), 4),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(".xxxx"), 5),
    (pad16(".yyyy"), 5),
    (pad16(".zzzz"), 5),
    (pad16(".wwww"), 5),
    (pad16(".xyzw"), 5),
    (pad16(".yzww"), 5),
    (pad16(".xyzz"), 5),
    (pad16(".xxyz"), 5),
    (pad16(".xyxy"), 5),
    (pad16(".xywz"), 5),
    (pad16(".zxyw"), 5),
    (pad16(".zwzw"), 5),
    (pad16(".yzxz"), 5),
    (pad16(".xxyy"), 5),
    (pad16(".xzww"), 5),
    (pad16(".xyz1"), 5),
    (pad16(".yzxw"), 5),
    (pad16(".zwxy"), 5),
    (pad16(".xzwy"), 5),
    (pad16(".yyww"), 5),
    (pad16(".wyzw"), 5),
    (pad16(".wzwz"), 5),
    (pad16(".xyzx"), 5),
    (pad16(".zzww"), 5),
    (pad16(".xwzx"), 5),
    (pad16(".yyyx"), 5),
    (pad16(".yyyz"), 5),
    (pad16(".xzyw"), 5),
    (pad16(".xxxy"), 5),
    (pad16(".zyxw"), 5),
    (pad16(".yyzz"), 5),
    (pad16(".zzzy"), 5),
];
static T16: [([u8; 16], u8); 2] = [(pad16(""), 0), (pad16(" vec4"), 5)];
static T17: [([u8; 16], u8); 4] = [
    (pad16(""), 0),
    (pad16(" repeat2"), 8),
    (pad16(" repeat3"), 8),
    (pad16(" repeat4"), 8),
];
static T18: [([u8; 16], u8); 4] = [
    (pad16(""), 0),
    (pad16(" step_internal"), 14),
    (pad16(" step_both"), 10),
    (pad16(" step_smlsi"), 11),
];
static T19: [([u8; 16], u8); 32] = [
    (pad16(".xxx"), 4),
    (pad16(".yyy"), 4),
    (pad16(".zzz"), 4),
    (pad16(".www"), 4),
    (pad16(".xyz"), 4),
    (pad16(".yzw"), 4),
    (pad16(".xxy"), 4),
    (pad16(".xyx"), 4),
    (pad16(".yyx"), 4),
    (pad16(".yyz"), 4),
    (pad16(".zxy"), 4),
    (pad16(".xzy"), 4),
    (pad16(".yzx"), 4),
    (pad16(".zyx"), 4),
    (pad16(".zzy"), 4),
    (pad16(".xy1"), 4),
    (pad16(".xxxx"), 5),
    (pad16(".yyyy"), 5),
    (pad16(".zzzz"), 5),
    (pad16(".wwww"), 5),
    (pad16(".xyzw"), 5),
    (pad16(".yzww"), 5),
    (pad16(".xyzz"), 5),
    (pad16(".xxyz"), 5),
    (pad16(".xyxy"), 5),
    (pad16(".xywz"), 5),
    (pad16(".zxyw"), 5),
    (pad16(".zwzw"), 5),
    (pad16(".yzxz"), 5),
    (pad16(".xxyy"), 5),
    (pad16(".xzww"), 5),
    (pad16(".xyz1"), 5),
];
static T20: [([u8; 16], u8); 16] = [
    (pad16("vmad"), 4),
    (pad16("vdp"), 3),
    (pad16("dot"), 3),
    (pad16("vmul"), 4),
    (pad16("vadd"), 4),
    (pad16("mov"), 3),
    (pad16("rsq"), 3),
    (pad16("rcp"), 3),
    (pad16("fmad"), 4),
    (pad16("fadd"), 4),
    (pad16("fmul"), 4),
    (pad16("fsubflr"), 7),
    (pad16("exp"), 3),
    (pad16("log"), 3),
    (pad16(""), 255),
    (pad16(""), 255),
];
static T21: [([u8; 16], u8); 16] = [
    (pad16(""), 255),
    (pad16(" vdp"), 4),
    (pad16(" dot"), 4),
    (pad16(" vmul"), 5),
    (pad16(" vadd"), 5),
    (pad16(" mov"), 4),
    (pad16(" rsq"), 4),
    (pad16(" rcp"), 4),
    (pad16(" fmad"), 5),
    (pad16(" fadd"), 5),
    (pad16(" fmul"), 5),
    (pad16(" fsubflr"), 8),
    (pad16(" exp"), 4),
    (pad16(" log"), 4),
    (pad16(""), 255),
    (pad16(""), 255),
];
static T22: [([u8; 16], u8); 8] = [
    (pad16("vmad"), 4),
    (pad16("vdp"), 3),
    (pad16("dot"), 3),
    (pad16("vmul"), 4),
    (pad16("vadd"), 4),
    (pad16("mov"), 3),
    (pad16("rsq"), 3),
    (pad16("rcp"), 3),
];
static T23: [([u8; 16], u8); 8] = [
    (pad16(""), 0),
    (pad16("p0 "), 3),
    (pad16("p1 "), 3),
    (pad16("p2 "), 3),
    (pad16("p3 "), 3),
    (pad16("!p0 "), 4),
    (pad16("!p1 "), 4),
    (pad16("pn "), 3),
];
static T24: [([u8; 16], u8); 4] = [
    (pad16("rcp"), 3),
    (pad16("rsq"), 3),
    (pad16("log"), 3),
    (pad16("exp"), 3),
];
static T25: [([u8; 16], u8); 4] = [
    (pad16(".f32"), 4),
    (pad16(".f16"), 4),
    (pad16(".fx10"), 5),
    (pad16(""), 255),
];
static T26: [([u8; 16], u8); 4] = [(pad16(".x"), 2), (pad16(".y"), 2), (pad16(".z"), 2), (pad16(".w"), 2)];
static T27: [([u8; 16], u8); 16] = [
    (pad16(""), 0),
    (pad16(" repeat2"), 8),
    (pad16(" repeat3"), 8),
    (pad16(" repeat4"), 8),
    (pad16(" repeat5"), 8),
    (pad16(" repeat6"), 8),
    (pad16(" repeat7"), 8),
    (pad16(" repeat8"), 8),
    (pad16(" repeat9"), 8),
    (pad16(" repeat10"), 9),
    (pad16(" repeat11"), 9),
    (pad16(" repeat12"), 9),
    (pad16(" repeat13"), 9),
    (pad16(" repeat14"), 9),
    (pad16(" repeat15"), 9),
    (pad16(" repeat16"), 9),
];
static T28: [([u8; 16], u8); 8] = [
    (pad16(".i8"), 3),
    (pad16(".i16"), 4),
    (pad16(".i32"), 4),
    (pad16(".fx10"), 5),
    (pad16(".f16"), 4),
    (pad16(".f32"), 4),
    (pad16(""), 255),
    (pad16(""), 255),
];
static T29: [([u8; 16], u8); 8] = [
    (pad16(", r"), 3),
    (pad16(", o"), 3),
    (pad16(", pa"), 4),
    (pad16(", sa"), 4),
    (pad16(", x"), 3),
    (pad16(", c"), 3),
    (pad16(", #"), 3),
    (pad16(", ib"), 4),
];
static T30: [([u8; 16], u8); 128] = [
    (pad16(""), 0),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 0),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 0),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 0),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(".xxxx"), 5),
    (pad16(".yyyy"), 5),
    (pad16(".zzzz"), 5),
    (pad16(".wwww"), 5),
    (pad16(".xyzw"), 5),
    (pad16(".yzww"), 5),
    (pad16(".xyzz"), 5),
    (pad16(".xxyz"), 5),
    (pad16(".xyxy"), 5),
    (pad16(".xywz"), 5),
    (pad16(".zxyw"), 5),
    (pad16(".zwzw"), 5),
    (pad16(".yzxz"), 5),
    (pad16(".xxyy"), 5),
    (pad16(".xzww"), 5),
    (pad16(".xyz1"), 5),
    (pad16(".xxxx"), 5),
    (pad16(".yyyy"), 5),
    (pad16(".zzzz"), 5),
    (pad16(".wwww"), 5),
    (pad16(".xyzw"), 5),
    (pad16(".yzww"), 5),
    (pad16(".xyzz"), 5),
    (pad16(".xxyz"), 5),
    (pad16(".xyxy"), 5),
    (pad16(".xywz"), 5),
    (pad16(".zxyw"), 5),
    (pad16(".zwzw"), 5),
    (pad16(".yzxz"), 5),
    (pad16(".xxyy"), 5),
    (pad16(".xzww"), 5),
    (pad16(".xyz1"), 5),
    (pad16(""), 0),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 0),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
];
static T31: [([u8; 16], u8); 4] = [
    (pad16(""), 255),
    (pad16("cmov"), 4),
    (pad16("cmov8"), 5),
    (pad16(""), 255),
];
static T32: [([u8; 16], u8); 4] = [
    (pad16(".eqzero"), 7),
    (pad16(".nezero"), 7),
    (pad16(".ltzero"), 7),
    (pad16(".gezero"), 7),
];
static T33: [([u8; 16], u8); 4] = [
    (pad16(", r"), 3),
    (pad16(", pa"), 4),
    (pad16(", o"), 3),
    (pad16(", sa"), 4),
];
static T34: [([u8; 16], u8); 8] = [
    (pad16("u8"), 2),
    (pad16("s8"), 2),
    (pad16("o8"), 2),
    (pad16("u16"), 3),
    (pad16("s16"), 3),
    (pad16("f16"), 3),
    (pad16("f32"), 3),
    (pad16("fx10"), 4),
];
static T35: [([u8; 16], u8); 256] = [
    (pad16(".xxxx"), 5),
    (pad16(".yxxx"), 5),
    (pad16(".zxxx"), 5),
    (pad16(".wxxx"), 5),
    (pad16(".xyxx"), 5),
    (pad16(".yyxx"), 5),
    (pad16(".zyxx"), 5),
    (pad16(".wyxx"), 5),
    (pad16(".xzxx"), 5),
    (pad16(".yzxx"), 5),
    (pad16(".zzxx"), 5),
    (pad16(".wzxx"), 5),
    (pad16(".xwxx"), 5),
    (pad16(".ywxx"), 5),
    (pad16(".zwxx"), 5),
    (pad16(".wwxx"), 5),
    (pad16(".xxyx"), 5),
    (pad16(".yxyx"), 5),
    (pad16(".zxyx"), 5),
    (pad16(".wxyx"), 5),
    (pad16(".xyyx"), 5),
    (pad16(".yyyx"), 5),
    (pad16(".zyyx"), 5),
    (pad16(".wyyx"), 5),
    (pad16(".xzyx"), 5),
    (pad16(".yzyx"), 5),
    (pad16(".zzyx"), 5),
    (pad16(".wzyx"), 5),
    (pad16(".xwyx"), 5),
    (pad16(".ywyx"), 5),
    (pad16(".zwyx"), 5),
    (pad16(".wwyx"), 5),
    (pad16(".xxzx"), 5),
    (pad16(".yxzx"), 5),
    (pad16(".zxzx"), 5),
    (pad16(".wxzx"), 5),
    (pad16(".xyzx"), 5),
    (pad16(".yyzx"), 5),
    (pad16(".zyzx"), 5),
    (pad16(".wyzx"), 5),
    (pad16(".xzzx"), 5),
    (pad16(".yzzx"), 5),
    (pad16(".zzzx"), 5),
    (pad16(".wzzx"), 5),
    (pad16(".xwzx"), 5),
    (pad16(".ywzx"), 5),
    (pad16(".zwzx"), 5),
    (pad16(".wwzx"), 5),
    (pad16(".xxwx"), 5),
    (pad16(".yxwx"), 5),
    (pad16(".zxwx"), 5),
    (pad16(".wxwx"), 5),
    (pad16(".xywx"), 5),
    (pad16(".yywx"), 5),
    (pad16(".zywx"), 5),
    (pad16(".wywx"), 5),
    (pad16(".xzwx"), 5),
    (pad16(".yzwx"), 5),
    (pad16(".zzwx"), 5),
    (pad16(".wzwx"), 5),
    (pad16(".xwwx"), 5),
    (pad16(".ywwx"), 5),
    (pad16(".zwwx"), 5),
    (pad16(".wwwx"), 5),
    (pad16(".xxxy"), 5),
    (pad16(".yxxy"), 5),
    (pad16(".zxxy"), 5),
    (pad16(".wxxy"), 5),
    (pad16(".xyxy"), 5),
    (pad16(".yyxy"), 5),
    (pad16(".zyxy"), 5),
    (pad16(".wyxy"), 5),
    (pad16(".xzxy"), 5),
    (pad16(".yzxy"), 5),
    (pad16(".zzxy"), 5),
    (pad16(".wzxy"), 5),
    (pad16(".xwxy"), 5),
    (pad16(".ywxy"), 5),
    (pad16(".zwxy"), 5),
    (pad16(".wwxy"), 5),
    (pad16(".xxyy"), 5),
    (pad16(".yxyy"), 5),
    (pad16(".zxyy"), 5),
    (pad16(".wxyy"), 5),
    (pad16(".xyyy"), 5),
    (pad16(".yyyy"), 5),
    (pad16(".zyyy"), 5),
    (pad16(".wyyy"), 5),
    (pad16(".xzyy"), 5),
    (pad16(".yzyy"), 5),
    (pad16(".zzyy"), 5),
    (pad16(".wzyy"), 5),
    (pad16(".xwyy"), 5),
    (pad16(".ywyy"), 5),
    (pad16(".zwyy"), 5),
    (pad16(".wwyy"), 5),
    (pad16(".xxzy"), 5),
    (pad16(".yxzy"), 5),
    (pad16(".zxzy"), 5),
    (pad16(".wxzy"), 5),
    (pad16(".xyzy"), 5),
    (pad16(".yyzy"), 5),
    (pad16(".zyzy"), 5),
    (pad16(".wyzy"), 5),
    (pad16(".xzzy"), 5),
    (pad16(".yzzy"), 5),
    (pad16(".zzzy"), 5),
    (pad16(".wzzy"), 5),
    (pad16(".xwzy"), 5),
    (pad16(".ywzy"), 5),
    (pad16(".zwzy"), 5),
    (pad16(".wwzy"), 5),
    (pad16(".xxwy"), 5),
    (pad16(".yxwy"), 5),
    (pad16(".zxwy"), 5),
    (pad16(".wxwy"), 5),
    (pad16(".xywy"), 5),
    (pad16(".yywy"), 5),
    (pad16(".zywy"), 5),
    (pad16(".wywy"), 5),
    (pad16(".xzwy"), 5),
    (pad16(".yzwy"), 5),
    (pad16(".zzwy"), 5),
    (pad16(".wzwy"), 5),
    (pad16(".xwwy"), 5),
    (pad16(".ywwy"), 5),
    (pad16(".zwwy"), 5),
    (pad16(".wwwy"), 5),
    (pad16(".xxxz"), 5),
    (pad16(".yxxz"), 5),
    (pad16(".zxxz"), 5),
    (pad16(".wxxz"), 5),
    (pad16(".xyxz"), 5),
    (pad16(".yyxz"), 5),
    (pad16(".zyxz"), 5),
    (pad16(".wyxz"), 5),
    (pad16(".xzxz"), 5),
    (pad16(".yzxz"), 5),
    (pad16(".zzxz"), 5),
    (pad16(".wzxz"), 5),
    (pad16(".xwxz"), 5),
    (pad16(".ywxz"), 5),
    (pad16(".zwxz"), 5),
    (pad16(".wwxz"), 5),
    (pad16(".xxyz"), 5),
    (pad16(".yxyz"), 5),
    (pad16(".zxyz"), 5),
    (pad16(".wxyz"), 5),
    (pad16(".xyyz"), 5),
    (pad16(".yyyz"), 5),
    (pad16(".zyyz"), 5),
    (pad16(".wyyz"), 5),
    (pad16(".xzyz"), 5),
    (pad16(".yzyz"), 5),
    (pad16(".zzyz"), 5),
    (pad16(".wzyz"), 5),
    (pad16(".xwyz"), 5),
    (pad16(".ywyz"), 5),
    (pad16(".zwyz"), 5),
    (pad16(".wwyz"), 5),
    (pad16(".xxzz"), 5),
    (pad16(".yxzz"), 5),
    (pad16(".zxzz"), 5),
    (pad16(".wxzz"), 5),
    (pad16(".xyzz"), 5),
    (pad16(".yyzz"), 5),
    (pad16(".zyzz"), 5),
    (pad16(".wyzz"), 5),
    (pad16(".xzzz"), 5),
    (pad16(".yzzz"), 5),
    (pad16(".zzzz"), 5),
    (pad16(".wzzz"), 5),
    (pad16(".xwzz"), 5),
    (pad16(".ywzz"), 5),
    (pad16(".zwzz"), 5),
    (pad16(".wwzz"), 5),
    (pad16(".xxwz"), 5),
    (pad16(".yxwz"), 5),
    (pad16(".zxwz"), 5),
    (pad16(".wxwz"), 5),
    (pad16(".xywz"), 5),
    (pad16(".yywz"), 5),
    (pad16(".zywz"), 5),
    (pad16(".wywz"), 5),
    (pad16(".xzwz"), 5),
    (pad16(".yzwz"), 5),
    (pad16(".zzwz"), 5),
    (pad16(".wzwz"), 5),
    (pad16(".xwwz"), 5),
    (pad16(".ywwz"), 5),
    (pad16(".zwwz"), 5),
    (pad16(".wwwz"), 5),
    (pad16(".xxxw"), 5),
    (pad16(".yxxw"), 5),
    (pad16(".zxxw"), 5),
    (pad16(".wxxw"), 5),
    (pad16(".xyxw"), 5),
    (pad16(".yyxw"), 5),
    (pad16(".zyxw"), 5),
    (pad16(".wyxw"), 5),
    (pad16(".xzxw"), 5),
    (pad16(".yzxw"), 5),
    (pad16(".zzxw"), 5),
    (pad16(".wzxw"), 5),
    (pad16(".xwxw"), 5),
    (pad16(".ywxw"), 5),
    (pad16(".zwxw"), 5),
    (pad16(".wwxw"), 5),
    (pad16(".xxyw"), 5),
    (pad16(".yxyw"), 5),
    (pad16(".zxyw"), 5),
    (pad16(".wxyw"), 5),
    (pad16(".xyyw"), 5),
    (pad16(".yyyw"), 5),
    (pad16(".zyyw"), 5),
    (pad16(".wyyw"), 5),
    (pad16(".xzyw"), 5),
    (pad16(".yzyw"), 5),
    (pad16(".zzyw"), 5),
    (pad16(".wzyw"), 5),
    (pad16(".xwyw"), 5),
    (pad16(".ywyw"), 5),
    (pad16(".zwyw"), 5),
    (pad16(".wwyw"), 5),
    (pad16(".xxzw"), 5),
    (pad16(".yxzw"), 5),
    (pad16(".zxzw"), 5),
    (pad16(".wxzw"), 5),
    (pad16(".xyzw"), 5),
    (pad16(".yyzw"), 5),
    (pad16(".zyzw"), 5),
    (pad16(".wyzw"), 5),
    (pad16(".xzzw"), 5),
    (pad16(".yzzw"), 5),
    (pad16(".zzzw"), 5),
    (pad16(".wzzw"), 5),
    (pad16(".xwzw"), 5),
    (pad16(".ywzw"), 5),
    (pad16(".zwzw"), 5),
    (pad16(".wwzw"), 5),
    (pad16(".xxww"), 5),
    (pad16(".yxww"), 5),
    (pad16(".zxww"), 5),
    (pad16(".wxww"), 5),
    (pad16(".xyww"), 5),
    (pad16(".yyww"), 5),
    (pad16(".zyww"), 5),
    (pad16(".wyww"), 5),
    (pad16(".xzww"), 5),
    (pad16(".yzww"), 5),
    (pad16(".zzww"), 5),
    (pad16(".wzww"), 5),
    (pad16(".xwww"), 5),
    (pad16(".ywww"), 5),
    (pad16(".zwww"), 5),
    (pad16(".wwww"), 5),
];
static T36: [([u8; 16], u8); 8192] = [
    (pad16(".xxxx"), 5),
    (pad16(".yxxx"), 5),
    (pad16(".xyxx"), 5),
    (pad16(".yyxx"), 5),
    (pad16(".xzxx"), 5),
    (pad16(".yzxx"), 5),
    (pad16(".xwxx"), 5),
    (pad16(".ywxx"), 5),
    (pad16(".xxyx"), 5),
    (pad16(".yxyx"), 5),
    (pad16(".xyyx"), 5),
    (pad16(".yyyx"), 5),
    (pad16(".xzyx"), 5),
    (pad16(".yzyx"), 5),
    (pad16(".xwyx"), 5),
    (pad16(".ywyx"), 5),
    (pad16(".xxzx"), 5),
    (pad16(".yxzx"), 5),
    (pad16(".xyzx"), 5),
    (pad16(".yyzx"), 5),
    (pad16(".xzzx"), 5),
    (pad16(".yzzx"), 5),
    (pad16(".xwzx"), 5),
    (pad16(".ywzx"), 5),
    (pad16(".xxwx"), 5),
    (pad16(".yxwx"), 5),
    (pad16(".xywx"), 5),
    (pad16(".yywx"), 5),
    (pad16(".xzwx"), 5),
    (pad16(".yzwx"), 5),
    (pad16(".xwwx"), 5),
    (pad16(".ywwx"), 5),
    (pad16(".xxxy"), 5),
    (pad16(".yxxy"), 5),
    (pad16(".xyxy"), 5),
    (pad16(".yyxy"), 5),
    (pad16(".xzxy"), 5),
    (pad16(".yzxy"), 5),
    (pad16(".xwxy"), 5),
    (pad16(".ywxy"), 5),
    (pad16(".xxyy"), 5),
    (pad16(".yxyy"), 5),
    (pad16(".xyyy"), 5),
    (pad16(".yyyy"), 5),
    (pad16(".xzyy"), 5),
    (pad16(".yzyy"), 5),
    (pad16(".xwyy"), 5),
    (pad16(".ywyy"), 5),
    (pad16(".xxzy"), 5),
    (pad16(".yxzy"), 5),
    (pad16(".xyzy"), 5),
    (pad16(".yyzy"), 5),
    (pad16(".xzzy"), 5),
    (pad16(".yzzy"), 5),
    (pad16(".xwzy"), 5),
    (pad16(".ywzy"), 5),
    (pad16(".xxwy"), 5),
    (pad16(".yxwy"), 5),
    (pad16(".xywy"), 5),
    (pad16(".yywy"), 5),
    (pad16(".xzwy"), 5),
    (pad16(".yzwy"), 5),
    (pad16(".xwwy"), 5),
    (pad16(".ywwy"), 5),
    (pad16(".xxxz"), 5),
    (pad16(".yxxz"), 5),
    (pad16(".xyxz"), 5),
    (pad16(".yyxz"), 5),
    (pad16(".xzxz"), 5),
    (pad16(".yzxz"), 5),
    (pad16(".xwxz"), 5),
    (pad16(".ywxz"), 5),
    (pad16(".xxyz"), 5),
    (pad16(".yxyz"), 5),
    (pad16(".xyyz"), 5),
    (pad16(".yyyz"), 5),
    (pad16(".xzyz"), 5),
    (pad16(".yzyz"), 5),
    (pad16(".xwyz"), 5),
    (pad16(".ywyz"), 5),
    (pad16(".xxzz"), 5),
    (pad16(".yxzz"), 5),
    (pad16(".xyzz"), 5),
    (pad16(".yyzz"), 5),
    (pad16(".xzzz"), 5),
    (pad16(".yzzz"), 5),
    (pad16(".xwzz"), 5),
    (pad16(".ywzz"), 5),
    (pad16(".xxwz"), 5),
    (pad16(".yxwz"), 5),
    (pad16(".xywz"), 5),
    (pad16(".yywz"), 5),
    (pad16(".xzwz"), 5),
    (pad16(".yzwz"), 5),
    (pad16(".xwwz"), 5),
    (pad16(".ywwz"), 5),
    (pad16(".xxxw"), 5),
    (pad16(".yxxw"), 5),
    (pad16(".xyxw"), 5),
    (pad16(".yyxw"), 5),
    (pad16(".xzxw"), 5),
    (pad16(".yzxw"), 5),
    (pad16(".xwxw"), 5),
    (pad16(".ywxw"), 5),
    (pad16(".xxyw"), 5),
    (pad16(".yxyw"), 5),
    (pad16(".xyyw"), 5),
    (pad16(".yyyw"), 5),
    (pad16(".xzyw"), 5),
    (pad16(".yzyw"), 5),
    (pad16(".xwyw"), 5),
    (pad16(".ywyw"), 5),
    (pad16(".xxzw"), 5),
    (pad16(".yxzw"), 5),
    (pad16(".xyzw"), 5),
    (pad16(".yyzw"), 5),
    (pad16(".xzzw"), 5),
    (pad16(".yzzw"), 5),
    (pad16(".xwzw"), 5),
    (pad16(".ywzw"), 5),
    (pad16(".xxww"), 5),
    (pad16(".yxww"), 5),
    (pad16(".xyww"), 5),
    (pad16(".yyww"), 5),
    (pad16(".xzww"), 5),
    (pad16(".yzww"), 5),
    (pad16(".xwww"), 5),
    (pad16(".ywww"), 5),
    (pad16(".zxxx"), 5),
    (pad16(".wxxx"), 5),
    (pad16(".zyxx"), 5),
    (pad16(".wyxx"), 5),
    (pad16(".zzxx"), 5),
    (pad16(".wzxx"), 5),
    (pad16(".zwxx"), 5),
    (pad16(".wwxx"), 5),
    (pad16(".zxyx"), 5),
    (pad16(".wxyx"), 5),
    (pad16(".zyyx"), 5),
    (pad16(".wyyx"), 5),
    (pad16(".zzyx"), 5),
    (pad16(".wzyx"), 5),
    (pad16(".zwyx"), 5),
    (pad16(".wwyx"), 5),
    (pad16(".zxzx"), 5),
    (pad16(".wxzx"), 5),
    (pad16(".zyzx"), 5),
    (pad16(".wyzx"), 5),
    (pad16(".zzzx"), 5),
    (pad16(".wzzx"), 5),
    (pad16(".zwzx"), 5),
    (pad16(".wwzx"), 5),
    (pad16(".zxwx"), 5),
    (pad16(".wxwx"), 5),
    (pad16(".zywx"), 5),
    (pad16(".wywx"), 5),
    (pad16(".zzwx"), 5),
    (pad16(".wzwx"), 5),
    (pad16(".zwwx"), 5),
    (pad16(".wwwx"), 5),
    (pad16(".zxxy"), 5),
    (pad16(".wxxy"), 5),
    (pad16(".zyxy"), 5),
    (pad16(".wyxy"), 5),
    (pad16(".zzxy"), 5),
    (pad16(".wzxy"), 5),
    (pad16(".zwxy"), 5),
    (pad16(".wwxy"), 5),
    (pad16(".zxyy"), 5),
    (pad16(".wxyy"), 5),
    (pad16(".zyyy"), 5),
    (pad16(".wyyy"), 5),
    (pad16(".zzyy"), 5),
    (pad16(".wzyy"), 5),
    (pad16(".zwyy"), 5),
    (pad16(".wwyy"), 5),
    (pad16(".zxzy"), 5),
    (pad16(".wxzy"), 5),
    (pad16(".zyzy"), 5),
    (pad16(".wyzy"), 5),
    (pad16(".zzzy"), 5),
    (pad16(".wzzy"), 5),
    (pad16(".zwzy"), 5),
    (pad16(".wwzy"), 5),
    (pad16(".zxwy"), 5),
    (pad16(".wxwy"), 5),
    (pad16(".zywy"), 5),
    (pad16(".wywy"), 5),
    (pad16(".zzwy"), 5),
    (pad16(".wzwy"), 5),
    (pad16(".zwwy"), 5),
    (pad16(".wwwy"), 5),
    (pad16(".zxxz"), 5),
    (pad16(".wxxz"), 5),
    (pad16(".zyxz"), 5),
    (pad16(".wyxz"), 5),
    (pad16(".zzxz"), 5),
    (pad16(".wzxz"), 5),
    (pad16(".zwxz"), 5),
    (pad16(".wwxz"), 5),
    (pad16(".zxyz"), 5),
    (pad16(".wxyz"), 5),
    (pad16(".zyyz"), 5),
    (pad16(".wyyz"), 5),
    (pad16(".zzyz"), 5),
    (pad16(".wzyz"), 5),
    (pad16(".zwyz"), 5),
    (pad16(".wwyz"), 5),
    (pad16(".zxzz"), 5),
    (pad16(".wxzz"), 5),
    (pad16(".zyzz"), 5),
    (pad16(".wyzz"), 5),
    (pad16(".zzzz"), 5),
    (pad16(".wzzz"), 5),
    (pad16(".zwzz"), 5),
    (pad16(".wwzz"), 5),
    (pad16(".zxwz"), 5),
    (pad16(".wxwz"), 5),
    (pad16(".zywz"), 5),
    (pad16(".wywz"), 5),
    (pad16(".zzwz"), 5),
    (pad16(".wzwz"), 5),
    (pad16(".zwwz"), 5),
    (pad16(".wwwz"), 5),
    (pad16(".zxxw"), 5),
    (pad16(".wxxw"), 5),
    (pad16(".zyxw"), 5),
    (pad16(".wyxw"), 5),
    (pad16(".zzxw"), 5),
    (pad16(".wzxw"), 5),
    (pad16(".zwxw"), 5),
    (pad16(".wwxw"), 5),
    (pad16(".zxyw"), 5),
    (pad16(".wxyw"), 5),
    (pad16(".zyyw"), 5),
    (pad16(".wyyw"), 5),
    (pad16(".zzyw"), 5),
    (pad16(".wzyw"), 5),
    (pad16(".zwyw"), 5),
    (pad16(".wwyw"), 5),
    (pad16(".zxzw"), 5),
    (pad16(".wxzw"), 5),
    (pad16(".zyzw"), 5),
    (pad16(".wyzw"), 5),
    (pad16(".zzzw"), 5),
    (pad16(".wzzw"), 5),
    (pad16(".zwzw"), 5),
    (pad16(".wwzw"), 5),
    (pad16(".zxww"), 5),
    (pad16(".wxww"), 5),
    (pad16(".zyww"), 5),
    (pad16(".wyww"), 5),
    (pad16(".zzww"), 5),
    (pad16(".wzww"), 5),
    (pad16(".zwww"), 5),
    (pad16(".wwww"), 5),
    (pad16(".xxxx"), 5),
    (pad16(".yxxx"), 5),
    (pad16(".xyxx"), 5),
    (pad16(".yyxx"), 5),
    (pad16(".xzxx"), 5),
    (pad16(".yzxx"), 5),
    (pad16(".xwxx"), 5),
    (pad16(".ywxx"), 5),
    (pad16(".xxyx"), 5),
    (pad16(".yxyx"), 5),
    (pad16(".xyyx"), 5),
    (pad16(".yyyx"), 5),
    (pad16(".xzyx"), 5),
    (pad16(".yzyx"), 5),
    (pad16(".xwyx"), 5),
    (pad16(".ywyx"), 5),
    (pad16(".xxzx"), 5),
    (pad16(".yxzx"), 5),
    (pad16(".xyzx"), 5),
    (pad16(".yyzx"), 5),
    (pad16(".xzzx"), 5),
    (pad16(".yzzx"), 5),
    (pad16(".xwzx"), 5),
    (pad16(".ywzx"), 5),
    (pad16(".xxwx"), 5),
    (pad16(".yxwx"), 5),
    (pad16(".xywx"), 5),
    (pad16(".yywx"), 5),
    (pad16(".xzwx"), 5),
    (pad16(".yzwx"), 5),
    (pad16(".xwwx"), 5),
    (pad16(".ywwx"), 5),
    (pad16(".xxxy"), 5),
    (pad16(".yxxy"), 5),
    (pad16(".xyxy"), 5),
    (pad16(".yyxy"), 5),
    (pad16(".xzxy"), 5),
    (pad16(".yzxy"), 5),
    (pad16(".xwxy"), 5),
    (pad16(".ywxy"), 5),
    (pad16(".xxyy"), 5),
    (pad16(".yxyy"), 5),
    (pad16(".xyyy"), 5),
    (pad16(".yyyy"), 5),
    (pad16(".xzyy"), 5),
    (pad16(".yzyy"), 5),
    (pad16(".xwyy"), 5),
    (pad16(".ywyy"), 5),
    (pad16(".xxzy"), 5),
    (pad16(".yxzy"), 5),
    (pad16(".xyzy"), 5),
    (pad16(".yyzy"), 5),
    (pad16(".xzzy"), 5),
    (pad16(".yzzy"), 5),
    (pad16(".xwzy"), 5),
    (pad16(".ywzy"), 5),
    (pad16(".xxwy"), 5),
    (pad16(".yxwy"), 5),
    (pad16(".xywy"), 5),
    (pad16(".yywy"), 5),
    (pad16(".xzwy"), 5),
    (pad16(".yzwy"), 5),
    (pad16(".xwwy"), 5),
    (pad16(".ywwy"), 5),
    (pad16(".xxxz"), 5),
    (pad16(".yxxz"), 5),
    (pad16(".xyxz"), 5),
    (pad16(".yyxz"), 5),
    (pad16(".xzxz"), 5),
    (pad16(".yzxz"), 5),
    (pad16(".xwxz"), 5),
    (pad16(".ywxz"), 5),
    (pad16(".xxyz"), 5),
    (pad16(".yxyz"), 5),
    (pad16(".xyyz"), 5),
    (pad16(".yyyz"), 5),
    (pad16(".xzyz"), 5),
    (pad16(".yzyz"), 5),
    (pad16(".xwyz"), 5),
    (pad16(".ywyz"), 5),
    (pad16(".xxzz"), 5),
    (pad16(".yxzz"), 5),
    (pad16(".xyzz"), 5),
    (pad16(".yyzz"), 5),
    (pad16(".xzzz"), 5),
    (pad16(".yzzz"), 5),
    (pad16(".xwzz"), 5),
    (pad16(".ywzz"), 5),
    (pad16(".xxwz"), 5),
    (pad16(".yxwz"), 5),
    (pad16(".xywz"), 5),
    (pad16(".yywz"), 5),
    (pad16(".xzwz"), 5),
    (pad16(".yzwz"), 5),
    (pad16(".xwwz"), 5),
    (pad16(".ywwz"), 5),
    (pad16(".xxxw"), 5),
    (pad16(".yxxw"), 5),
    (pad16(".xyxw"), 5),
    (pad16(".yyxw"), 5),
    (pad16(".xzxw"), 5),
    (pad16(".yzxw"), 5),
    (pad16(".xwxw"), 5),
    (pad16(".ywxw"), 5),
    (pad16(".xxyw"), 5),
    (pad16(".yxyw"), 5),
    (pad16(".xyyw"), 5),
    (pad16(".yyyw"), 5),
    (pad16(".xzyw"), 5),
    (pad16(".yzyw"), 5),
    (pad16(".xwyw"), 5),
    (pad16(".ywyw"), 5),
    (pad16(".xxzw"), 5),
    (pad16(".yxzw"), 5),
    (pad16(".xyzw"), 5),
    (pad16(".yyzw"), 5),
    (pad16(".xzzw"), 5),
    (pad16(".yzzw"), 5),
    (pad16(".xwzw"), 5),
    (pad16(".ywzw"), 5),
    (pad16(".xxww"), 5),
    (pad16(".yxww"), 5),
    (pad16(".xyww"), 5),
    (pad16(".yyww"), 5),
    (pad16(".xzww"), 5),
    (pad16(".yzww"), 5),
    (pad16(".xwww"), 5),
    (pad16(".ywww"), 5),
    (pad16(".zxxx"), 5),
    (pad16(".wxxx"), 5),
    (pad16(".zyxx"), 5),
    (pad16(".wyxx"), 5),
    (pad16(".zzxx"), 5),
    (pad16(".wzxx"), 5),
    (pad16(".zwxx"), 5),
    (pad16(".wwxx"), 5),
    (pad16(".zxyx"), 5),
    (pad16(".wxyx"), 5),
    (pad16(".zyyx"), 5),
    (pad16(".wyyx"), 5),
    (pad16(".zzyx"), 5),
    (pad16(".wzyx"), 5),
    (pad16(".zwyx"), 5),
    (pad16(".wwyx"), 5),
    (pad16(".zxzx"), 5),
    (pad16(".wxzx"), 5),
    (pad16(".zyzx"), 5),
    (pad16(".wyzx"), 5),
    (pad16(".zzzx"), 5),
    (pad16(".wzzx"), 5),
    (pad16(".zwzx"), 5),
    (pad16(".wwzx"), 5),
    (pad16(".zxwx"), 5),
    (pad16(".wxwx"), 5),
    (pad16(".zywx"), 5),
    (pad16(".wywx"), 5),
    (pad16(".zzwx"), 5),
    (pad16(".wzwx"), 5),
    (pad16(".zwwx"), 5),
    (pad16(".wwwx"), 5),
    (pad16(".zxxy"), 5),
    (pad16(".wxxy"), 5),
    (pad16(".zyxy"), 5),
    (pad16(".wyxy"), 5),
    (pad16(".zzxy"), 5),
    (pad16(".wzxy"), 5),
    (pad16(".zwxy"), 5),
    (pad16(".wwxy"), 5),
    (pad16(".zxyy"), 5),
    (pad16(".wxyy"), 5),
    (pad16(".zyyy"), 5),
    (pad16(".wyyy"), 5),
    (pad16(".zzyy"), 5),
    (pad16(".wzyy"), 5),
    (pad16(".zwyy"), 5),
    (pad16(".wwyy"), 5),
    (pad16(".zxzy"), 5),
    (pad16(".wxzy"), 5),
    (pad16(".zyzy"), 5),
    (pad16(".wyzy"), 5),
    (pad16(".zzzy"), 5),
    (pad16(".wzzy"), 5),
    (pad16(".zwzy"), 5),
    (pad16(".wwzy"), 5),
    (pad16(".zxwy"), 5),
    (pad16(".wxwy"), 5),
    (pad16(".zywy"), 5),
    (pad16(".wywy"), 5),
    (pad16(".zzwy"), 5),
    (pad16(".wzwy"), 5),
    (pad16(".zwwy"), 5),
    (pad16(".wwwy"), 5),
    (pad16(".zxxz"), 5),
    (pad16(".wxxz"), 5),
    (pad16(".zyxz"), 5),
    (pad16(".wyxz"), 5),
    (pad16(".zzxz"), 5),
    (pad16(".wzxz"), 5),
    (pad16(".zwxz"), 5),
    (pad16(".wwxz"), 5),
    (pad16(".zxyz"), 5),
    (pad16(".wxyz"), 5),
    (pad16(".zyyz"), 5),
    (pad16(".wyyz"), 5),
    (pad16(".zzyz"), 5),
    (pad16(".wzyz"), 5),
    (pad16(".zwyz"), 5),
    (pad16(".wwyz"), 5),
    (pad16(".zxzz"), 5),
    (pad16(".wxzz"), 5),
    (pad16(".zyzz"), 5),
    (pad16(".wyzz"), 5),
    (pad16(".zzzz"), 5),
    (pad16(".wzzz"), 5),
    (pad16(".zwzz"), 5),
    (pad16(".wwzz"), 5),
    (pad16(".zxwz"), 5),
    (pad16(".wxwz"), 5),
    (pad16(".zywz"), 5),
    (pad16(".wywz"), 5),
    (pad16(".zzwz"), 5),
    (pad16(".wzwz"), 5),
    (pad16(".zwwz"), 5),
    (pad16(".wwwz"), 5),
    (pad16(".zxxw"), 5),
    (pad16(".wxxw"), 5),
    (pad16(".zyxw"), 5),
    (pad16(".wyxw"), 5),
    (pad16(".zzxw"), 5),
    (pad16(".wzxw"), 5),
    (pad16(".zwxw"), 5),
    (pad16(".wwxw"), 5),
    (pad16(".zxyw"), 5),
    (pad16(".wxyw"), 5),
    (pad16(".zyyw"), 5),
    (pad16(".wyyw"), 5),
    (pad16(".zzyw"), 5),
    (pad16(".wzyw"), 5),
    (pad16(".zwyw"), 5),
    (pad16(".wwyw"), 5),
    (pad16(".zxzw"), 5),
    (pad16(".wxzw"), 5),
    (pad16(".zyzw"), 5),
    (pad16(".wyzw"), 5),
    (pad16(".zzzw"), 5),
    (pad16(".wzzw"), 5),
    (pad16(".zwzw"), 5),
    (pad16(".wwzw"), 5),
    (pad16(".zxww"), 5),
    (pad16(".wxww"), 5),
    (pad16(".zyww"), 5),
    (pad16(".wyww"), 5),
    (pad16(".zzww"), 5),
    (pad16(".wzww"), 5),
    (pad16(".zwww"), 5),
    (pad16(".wwww"), 5),
    (pad16(".xxxx"), 5),
    (pad16(".yxxx"), 5),
    (pad16(".xyxx"), 5),
    (pad16(".yyxx"), 5),
    (pad16(".xzxx"), 5),
    (pad16(".yzxx"), 5),
    (pad16(".xwxx"), 5),
    (pad16(".ywxx"), 5),
    (pad16(".xxyx"), 5),
    (pad16(".yxyx"), 5),
    (pad16(".xyyx"), 5),
    (pad16(".yyyx"), 5),
    (pad16(".xzyx"), 5),
    (pad16(".yzyx"), 5),
    (pad16(".xwyx"), 5),
    (pad16(".ywyx"), 5),
    (pad16(".xxzx"), 5),
    (pad16(".yxzx"), 5),
    (pad16(".xyzx"), 5),
    (pad16(".yyzx"), 5),
    (pad16(".xzzx"), 5),
    (pad16(".yzzx"), 5),
    (pad16(".xwzx"), 5),
    (pad16(".ywzx"), 5),
    (pad16(".xxwx"), 5),
    (pad16(".yxwx"), 5),
    (pad16(".xywx"), 5),
    (pad16(".yywx"), 5),
    (pad16(".xzwx"), 5),
    (pad16(".yzwx"), 5),
    (pad16(".xwwx"), 5),
    (pad16(".ywwx"), 5),
    (pad16(".xxxy"), 5),
    (pad16(".yxxy"), 5),
    (pad16(".xyxy"), 5),
    (pad16(".yyxy"), 5),
    (pad16(".xzxy"), 5),
    (pad16(".yzxy"), 5),
    (pad16(".xwxy"), 5),
    (pad16(".ywxy"), 5),
    (pad16(".xxyy"), 5),
    (pad16(".yxyy"), 5),
    (pad16(".xyyy"), 5),
    (pad16(".yyyy"), 5),
    (pad16(".xzyy"), 5),
    (pad16(".yzyy"), 5),
    (pad16(".xwyy"), 5),
    (pad16(".ywyy"), 5),
    (pad16(".xxzy"), 5),
    (pad16(".yxzy"), 5),
    (pad16(".xyzy"), 5),
    (pad16(".yyzy"), 5),
    (pad16(".xzzy"), 5),
    (pad16(".yzzy"), 5),
    (pad16(".xwzy"), 5),
    (pad16(".ywzy"), 5),
    (pad16(".xxwy"), 5),
    (pad16(".yxwy"), 5),
    (pad16(".xywy"), 5),
    (pad16(".yywy"), 5),
    (pad16(".xzwy"), 5),
    (pad16(".yzwy"), 5),
    (pad16(".xwwy"), 5),
    (pad16(".ywwy"), 5),
    (pad16(".xxxz"), 5),
    (pad16(".yxxz"), 5),
    (pad16(".xyxz"), 5),
    (pad16(".yyxz"), 5),
    (pad16(".xzxz"), 5),
    (pad16(".yzxz"), 5),
    (pad16(".xwxz"), 5),
    (pad16(".ywxz"), 5),
    (pad16(".xxyz"), 5),
    (pad16(".yxyz"), 5),
    (pad16(".xyyz"), 5),
    (pad16(".yyyz"), 5),
    (pad16(".xzyz"), 5),
    (pad16(".yzyz"), 5),
    (pad16(".xwyz"), 5),
    (pad16(".ywyz"), 5),
    (pad16(".xxzz"), 5),
    (pad16(".yxzz"), 5),
    (pad16(".xyzz"), 5),
    (pad16(".yyzz"), 5),
    (pad16(".xzzz"), 5),
    (pad16(".yzzz"), 5),
    (pad16(".xwzz"), 5),
    (pad16(".ywzz"), 5),
    (pad16(".xxwz"), 5),
    (pad16(".yxwz"), 5),
    (pad16(".xywz"), 5),
    (pad16(".yywz"), 5),
    (pad16(".xzwz"), 5),
    (pad16(".yzwz"), 5),
    (pad16(".xwwz"), 5),
    (pad16(".ywwz"), 5),
    (pad16(".xxxw"), 5),
    (pad16(".yxxw"), 5),
    (pad16(".xyxw"), 5),
    (pad16(".yyxw"), 5),
    (pad16(".xzxw"), 5),
    (pad16(".yzxw"), 5),
    (pad16(".xwxw"), 5),
    (pad16(".ywxw"), 5),
    (pad16(".xxyw"), 5),
    (pad16(".yxyw"), 5),
    (pad16(".xyyw"), 5),
    (pad16(".yyyw"), 5),
    (pad16(".xzyw"), 5),
    (pad16(".yzyw"), 5),
    (pad16(".xwyw"), 5),
    (pad16(".ywyw"), 5),
    (pad16(".xxzw"), 5),
    (pad16(".yxzw"), 5),
    (pad16(".xyzw"), 5),
    (pad16(".yyzw"), 5),
    (pad16(".xzzw"), 5),
    (pad16(".yzzw"), 5),
    (pad16(".xwzw"), 5),
    (pad16(".ywzw"), 5),
    (pad16(".xxww"), 5),
    (pad16(".yxww"), 5),
    (pad16(".xyww"), 5),
    (pad16(".yyww"), 5),
    (pad16(".xzww"), 5),
    (pad16(".yzww"), 5),
    (pad16(".xwww"), 5),
    (pad16(".ywww"), 5),
    (pad16(".zxxx"), 5),
    (pad16(".wxxx"), 5),
    (pad16(".zyxx"), 5),
    (pad16(".wyxx"), 5),
    (pad16(".zzxx"), 5),
    (pad16(".wzxx"), 5),
    (pad16(".zwxx"), 5),
    (pad16(".wwxx"), 5),
    (pad16(".zxyx"), 5),
    (pad16(".wxyx"), 5),
    (pad16(".zyyx"), 5),
    (pad16(".wyyx"), 5),
    (pad16(".zzyx"), 5),
    (pad16(".wzyx"), 5),
    (pad16(".zwyx"), 5),
    (pad16(".wwyx"), 5),
    (pad16(".zxzx"), 5),
    (pad16(".wxzx"), 5),
    (pad16(".zyzx"), 5),
    (pad16(".wyzx"), 5),
    (pad16(".zzzx"), 5),
    (pad16(".wzzx"), 5),
    (pad16(".zwzx"), 5),
    (pad16(".wwzx"), 5),
    (pad16(".zxwx"), 5),
    (pad16(".wxwx"), 5),
    (pad16(".zywx"), 5),
    (pad16(".wywx"), 5),
    (pad16(".zzwx"), 5),
    (pad16(".wzwx"), 5),
    (pad16(".zwwx"), 5),
    (pad16(".wwwx"), 5),
    (pad16(".zxxy"), 5),
    (pad16(".wxxy"), 5),
    (pad16(".zyxy"), 5),
    (pad16(".wyxy"), 5),
    (pad16(".zzxy"), 5),
    (pad16(".wzxy"), 5),
    (pad16(".zwxy"), 5),
    (pad16(".wwxy"), 5),
    (pad16(".zxyy"), 5),
    (pad16(".wxyy"), 5),
    (pad16(".zyyy"), 5),
    (pad16(".wyyy"), 5),
    (pad16(".zzyy"), 5),
    (pad16(".wzyy"), 5),
    (pad16(".zwyy"), 5),
    (pad16(".wwyy"), 5),
    (pad16(".zxzy"), 5),
    (pad16(".wxzy"), 5),
    (pad16(".zyzy"), 5),
    (pad16(".wyzy"), 5),
    (pad16(".zzzy"), 5),
    (pad16(".wzzy"), 5),
    (pad16(".zwzy"), 5),
    (pad16(".wwzy"), 5),
    (pad16(".zxwy"), 5),
    (pad16(".wxwy"), 5),
    (pad16(".zywy"), 5),
    (pad16(".wywy"), 5),
    (pad16(".zzwy"), 5),
    (pad16(".wzwy"), 5),
    (pad16(".zwwy"), 5),
    (pad16(".wwwy"), 5),
    (pad16(".zxxz"), 5),
    (pad16(".wxxz"), 5),
    (pad16(".zyxz"), 5),
    (pad16(".wyxz"), 5),
    (pad16(".zzxz"), 5),
    (pad16(".wzxz"), 5),
    (pad16(".zwxz"), 5),
    (pad16(".wwxz"), 5),
    (pad16(".zxyz"), 5),
    (pad16(".wxyz"), 5),
    (pad16(".zyyz"), 5),
    (pad16(".wyyz"), 5),
    (pad16(".zzyz"), 5),
    (pad16(".wzyz"), 5),
    (pad16(".zwyz"), 5),
    (pad16(".wwyz"), 5),
    (pad16(".zxzz"), 5),
    (pad16(".wxzz"), 5),
    (pad16(".zyzz"), 5),
    (pad16(".wyzz"), 5),
    (pad16(".zzzz"), 5),
    (pad16(".wzzz"), 5),
    (pad16(".zwzz"), 5),
    (pad16(".wwzz"), 5),
    (pad16(".zxwz"), 5),
    (pad16(".wxwz"), 5),
    (pad16(".zywz"), 5),
    (pad16(".wywz"), 5),
    (pad16(".zzwz"), 5),
    (pad16(".wzwz"), 5),
    (pad16(".zwwz"), 5),
    (pad16(".wwwz"), 5),
    (pad16(".zxxw"), 5),
    (pad16(".wxxw"), 5),
    (pad16(".zyxw"), 5),
    (pad16(".wyxw"), 5),
    (pad16(".zzxw"), 5),
    (pad16(".wzxw"), 5),
    (pad16(".zwxw"), 5),
    (pad16(".wwxw"), 5),
    (pad16(".zxyw"), 5),
    (pad16(".wxyw"), 5),
    (pad16(".zyyw"), 5),
    (pad16(".wyyw"), 5),
    (pad16(".zzyw"), 5),
    (pad16(".wzyw"), 5),
    (pad16(".zwyw"), 5),
    (pad16(".wwyw"), 5),
    (pad16(".zxzw"), 5),
    (pad16(".wxzw"), 5),
    (pad16(".zyzw"), 5),
    (pad16(".wyzw"), 5),
    (pad16(".zzzw"), 5),
    (pad16(".wzzw"), 5),
    (pad16(".zwzw"), 5),
    (pad16(".wwzw"), 5),
    (pad16(".zxww"), 5),
    (pad16(".wxww"), 5),
    (pad16(".zyww"), 5),
    (pad16(".wyww"), 5),
    (pad16(".zzww"), 5),
    (pad16(".wzww"), 5),
    (pad16(".zwww"), 5),
    (pad16(".wwww"), 5),
    (pad16(".xxxx"), 5),
    (pad16(".yxxx"), 5),
    (pad16(".xyxx"), 5),
    (pad16(".yyxx"), 5),
    (pad16(".xzxx"), 5),
    (pad16(".yzxx"), 5),
    (pad16(".xwxx"), 5),
    (pad16(".ywxx"), 5),
    (pad16(".xxyx"), 5),
    (pad16(".yxyx"), 5),
    (pad16(".xyyx"), 5),
    (pad16(".yyyx"), 5),
    (pad16(".xzyx"), 5),
    (pad16(".yzyx"), 5),
    (pad16(".xwyx"), 5),
    (pad16(".ywyx"), 5),
    (pad16(".xxzx"), 5),
    (pad16(".yxzx"), 5),
    (pad16(".xyzx"), 5),
    (pad16(".yyzx"), 5),
    (pad16(".xzzx"), 5),
    (pad16(".yzzx"), 5),
    (pad16(".xwzx"), 5),
    (pad16(".ywzx"), 5),
    (pad16(".xxwx"), 5),
    (pad16(".yxwx"), 5),
    (pad16(".xywx"), 5),
    (pad16(".yywx"), 5),
    (pad16(".xzwx"), 5),
    (pad16(".yzwx"), 5),
    (pad16(".xwwx"), 5),
    (pad16(".ywwx"), 5),
    (pad16(".xxxy"), 5),
    (pad16(".yxxy"), 5),
    (pad16(".xyxy"), 5),
    (pad16(".yyxy"), 5),
    (pad16(".xzxy"), 5),
    (pad16(".yzxy"), 5),
    (pad16(".xwxy"), 5),
    (pad16(".ywxy"), 5),
    (pad16(".xxyy"), 5),
    (pad16(".yxyy"), 5),
    (pad16(".xyyy"), 5),
    (pad16(".yyyy"), 5),
    (pad16(".xzyy"), 5),
    (pad16(".yzyy"), 5),
    (pad16(".xwyy"), 5),
    (pad16(".ywyy"), 5),
    (pad16(".xxzy"), 5),
    (pad16(".yxzy"), 5),
    (pad16(".xyzy"), 5),
    (pad16(".yyzy"), 5),
    (pad16(".xzzy"), 5),
    (pad16(".yzzy"), 5),
    (pad16(".xwzy"), 5),
    (pad16(".ywzy"), 5),
    (pad16(".xxwy"), 5),
    (pad16(".yxwy"), 5),
    (pad16(".xywy"), 5),
    (pad16(".yywy"), 5),
    (pad16(".xzwy"), 5),
    (pad16(".yzwy"), 5),
    (pad16(".xwwy"), 5),
    (pad16(".ywwy"), 5),
    (pad16(".xxxz"), 5),
    (pad16(".yxxz"), 5),
    (pad16(".xyxz"), 5),
    (pad16(".yyxz"), 5),
    (pad16(".xzxz"), 5),
    (pad16(".yzxz"), 5),
    (pad16(".xwxz"), 5),
    (pad16(".ywxz"), 5),
    (pad16(".xxyz"), 5),
    (pad16(".yxyz"), 5),
    (pad16(".xyyz"), 5),
    (pad16(".yyyz"), 5),
    (pad16(".xzyz"), 5),
    (pad16(".yzyz"), 5),
    (pad16(".xwyz"), 5),
    (pad16(".ywyz"), 5),
    (pad16(".xxzz"), 5),
    (pad16(".yxzz"), 5),
    (pad16(".xyzz"), 5),
    (pad16(".yyzz"), 5),
    (pad16(".xzzz"), 5),
    (pad16(".yzzz"), 5),
    (pad16(".xwzz"), 5),
    (pad16(".ywzz"), 5),
    (pad16(".xxwz"), 5),
    (pad16(".yxwz"), 5),
    (pad16(".xywz"), 5),
    (pad16(".yywz"), 5),
    (pad16(".xzwz"), 5),
    (pad16(".yzwz"), 5),
    (pad16(".xwwz"), 5),
    (pad16(".ywwz"), 5),
    (pad16(".xxxw"), 5),
    (pad16(".yxxw"), 5),
    (pad16(".xyxw"), 5),
    (pad16(".yyxw"), 5),
    (pad16(".xzxw"), 5),
    (pad16(".yzxw"), 5),
    (pad16(".xwxw"), 5),
    (pad16(".ywxw"), 5),
    (pad16(".xxyw"), 5),
    (pad16(".yxyw"), 5),
    (pad16(".xyyw"), 5),
    (pad16(".yyyw"), 5),
    (pad16(".xzyw"), 5),
    (pad16(".yzyw"), 5),
    (pad16(".xwyw"), 5),
    (pad16(".ywyw"), 5),
    (pad16(".xxzw"), 5),
    (pad16(".yxzw"), 5),
    (pad16(".xyzw"), 5),
    (pad16(".yyzw"), 5),
    (pad16(".xzzw"), 5),
    (pad16(".yzzw"), 5),
    (pad16(".xwzw"), 5),
    (pad16(".ywzw"), 5),
    (pad16(".xxww"), 5),
    (pad16(".yxww"), 5),
    (pad16(".xyww"), 5),
    (pad16(".yyww"), 5),
    (pad16(".xzww"), 5),
    (pad16(".yzww"), 5),
    (pad16(".xwww"), 5),
    (pad16(".ywww"), 5),
    (pad16(".zxxx"), 5),
    (pad16(".wxxx"), 5),
    (pad16(".zyxx"), 5),
    (pad16(".wyxx"), 5),
    (pad16(".zzxx"), 5),
    (pad16(".wzxx"), 5),
    (pad16(".zwxx"), 5),
    (pad16(".wwxx"), 5),
    (pad16(".zxyx"), 5),
    (pad16(".wxyx"), 5),
    (pad16(".zyyx"), 5),
    (pad16(".wyyx"), 5),
    (pad16(".zzyx"), 5),
    (pad16(".wzyx"), 5),
    (pad16(".zwyx"), 5),
    (pad16(".wwyx"), 5),
    (pad16(".zxzx"), 5),
    (pad16(".wxzx"), 5),
    (pad16(".zyzx"), 5),
    (pad16(".wyzx"), 5),
    (pad16(".zzzx"), 5),
    (pad16(".wzzx"), 5),
    (pad16(".zwzx"), 5),
    (pad16(".wwzx"), 5),
    (pad16(".zxwx"), 5),
    (pad16(".wxwx"), 5),
    (pad16(".zywx"), 5),
    (pad16(".wywx"), 5),
    (pad16(".zzwx"), 5),
    (pad16(".wzwx"), 5),
    (pad16(".zwwx"), 5),
    (pad16(".wwwx"), 5),
    (pad16(".zxxy"), 5),
    (pad16(".wxxy"), 5),
    (pad16(".zyxy"), 5),
    (pad16(".wyxy"), 5),
    (pad16(".zzxy"), 5),
    (pad16(".wzxy"), 5),
    (pad16(".zwxy"), 5),
    (pad16(".wwxy"), 5),
    (pad16(".zxyy"), 5),
    (pad16(".wxyy"), 5),
    (pad16(".zyyy"), 5),
    (pad16(".wyyy"), 5),
    (pad16(".zzyy"), 5),
    (pad16(".wzyy"), 5),
    (pad16(".zwyy"), 5),
    (pad16(".wwyy"), 5),
    (pad16(".zxzy"), 5),
    (pad16(".wxzy"), 5),
    (pad16(".zyzy"), 5),
    (pad16(".wyzy"), 5),
    (pad16(".zzzy"), 5),
    (pad16(".wzzy"), 5),
    (pad16(".zwzy"), 5),
    (pad16(".wwzy"), 5),
    (pad16(".zxwy"), 5),
    (pad16(".wxwy"), 5),
    (pad16(".zywy"), 5),
    (pad16(".wywy"), 5),
    (pad16(".zzwy"), 5),
    (pad16(".wzwy"), 5),
    (pad16(".zwwy"), 5),
    (pad16(".wwwy"), 5),
    (pad16(".zxxz"), 5),
    (pad16(".wxxz"), 5),
    (pad16(".zyxz"), 5),
    (pad16(".wyxz"), 5),
    (pad16(".zzxz"), 5),
    (pad16(".wzxz"), 5),
    (pad16(".zwxz"), 5),
    (pad16(".wwxz"), 5),
    (pad16(".zxyz"), 5),
    (pad16(".wxyz"), 5),
    (pad16(".zyyz"), 5),
    (pad16(".wyyz"), 5),
    (pad16(".zzyz"), 5),
    (pad16(".wzyz"), 5),
    (pad16(".zwyz"), 5),
    (pad16(".wwyz"), 5),
    (pad16(".zxzz"), 5),
    (pad16(".wxzz"), 5),
    (pad16(".zyzz"), 5),
    (pad16(".wyzz"), 5),
    (pad16(".zzzz"), 5),
    (pad16(".wzzz"), 5),
    (pad16(".zwzz"), 5),
    (pad16(".wwzz"), 5),
    (pad16(".zxwz"), 5),
    (pad16(".wxwz"), 5),
    (pad16(".zywz"), 5),
    (pad16(".wywz"), 5),
    (pad16(".zzwz"), 5),
    (pad16(".wzwz"), 5),
    (pad16(".zwwz"), 5),
    (pad16(".wwwz"), 5),
    (pad16(".zxxw"), 5),
    (pad16(".wxxw"), 5),
    (pad16(".zyxw"), 5),
    (pad16(".wyxw"), 5),
    (pad16(".zzxw"), 5),
    (pad16(".wzxw"), 5),
    (pad16(".zwxw"), 5),
    (pad16(".wwxw"), 5),
    (pad16(".zxyw"), 5),
    (pad16(".wxyw"), 5),
    (pad16(".zyyw"), 5),
    (pad16(".wyyw"), 5),
    (pad16(".zzyw"), 5),
    (pad16(".wzyw"), 5),
    (pad16(".zwyw"), 5),
    (pad16(".wwyw"), 5),
    (pad16(".zxzw"), 5),
    (pad16(".wxzw"), 5),
    (pad16(".zyzw"), 5),
    (pad16(".wyzw"), 5),
    (pad16(".zzzw"), 5),
    (pad16(".wzzw"), 5),
    (pad16(".zwzw"), 5),
    (pad16(".wwzw"), 5),
    (pad16(".zxww"), 5),
    (pad16(".wxww"), 5),
    (pad16(".zyww"), 5),
    (pad16(".wyww"), 5),
    (pad16(".zzww"), 5),
    (pad16(".wzww"), 5),
    (pad16(".zwww"), 5),
    (pad16(".wwww"), 5),
    (pad16(".xxxx"), 5),
    (pad16(".yxxx"), 5),
    (pad16(".xyxx"), 5),
    (pad16(".yyxx"), 5),
    (pad16(".xzxx"), 5),
    (pad16(".yzxx"), 5),
    (pad16(".xwxx"), 5),
    (pad16(".ywxx"), 5),
    (pad16(".xxyx"), 5),
    (pad16(".yxyx"), 5),
    (pad16(".xyyx"), 5),
    (pad16(".yyyx"), 5),
    (pad16(".xzyx"), 5),
    (pad16(".yzyx"), 5),
    (pad16(".xwyx"), 5),
    (pad16(".ywyx"), 5),
    (pad16(".xxzx"), 5),
    (pad16(".yxzx"), 5),
    (pad16(".xyzx"), 5),
    (pad16(".yyzx"), 5),
    (pad16(".xzzx"), 5),
    (pad16(".yzzx"), 5),
    (pad16(".xwzx"), 5),
    (pad16(".ywzx"), 5),
    (pad16(".xxwx"), 5),
    (pad16(".yxwx"), 5),
    (pad16(".xywx"), 5),
    (pad16(".yywx"), 5),
    (pad16(".xzwx"), 5),
    (pad16(".yzwx"), 5),
    (pad16(".xwwx"), 5),
    (pad16(".ywwx"), 5),
    (pad16(".xxxy"), 5),
    (pad16(".yxxy"), 5),
    (pad16(".xyxy"), 5),
    (pad16(".yyxy"), 5),
    (pad16(".xzxy"), 5),
    (pad16(".yzxy"), 5),
    (pad16(".xwxy"), 5),
    (pad16(".ywxy"), 5),
    (pad16(".xxyy"), 5),
    (pad16(".yxyy"), 5),
    (pad16(".xyyy"), 5),
    (pad16(".yyyy"), 5),
    (pad16(".xzyy"), 5),
    (pad16(".yzyy"), 5),
    (pad16(".xwyy"), 5),
    (pad16(".ywyy"), 5),
    (pad16(".xxzy"), 5),
    (pad16(".yxzy"), 5),
    (pad16(".xyzy"), 5),
    (pad16(".yyzy"), 5),
    (pad16(".xzzy"), 5),
    (pad16(".yzzy"), 5),
    (pad16(".xwzy"), 5),
    (pad16(".ywzy"), 5),
    (pad16(".xxwy"), 5),
    (pad16(".yxwy"), 5),
    (pad16(".xywy"), 5),
    (pad16(".yywy"), 5),
    (pad16(".xzwy"), 5),
    (pad16(".yzwy"), 5),
    (pad16(".xwwy"), 5),
    (pad16(".ywwy"), 5),
    (pad16(".xxxz"), 5),
    (pad16(".yxxz"), 5),
    (pad16(".xyxz"), 5),
    (pad16(".yyxz"), 5),
    (pad16(".xzxz"), 5),
    (pad16(".yzxz"), 5),
    (pad16(".xwxz"), 5),
    (pad16(".ywxz"), 5),
    (pad16(".xxyz"), 5),
    (pad16(".yxyz"), 5),
    (pad16(".xyyz"), 5),
    (pad16(".yyyz"), 5),
    (pad16(".xzyz"), 5),
    (pad16(".yzyz"), 5),
    (pad16(".xwyz"), 5),
    (pad16(".ywyz"), 5),
    (pad16(".xxzz"), 5),
    (pad16(".yxzz"), 5),
    (pad16(".xyzz"), 5),
    (pad16(".yyzz"), 5),
    (pad16(".xzzz"), 5),
    (pad16(".yzzz"), 5),
    (pad16(".xwzz"), 5),
    (pad16(".ywzz"), 5),
    (pad16(".xxwz"), 5),
    (pad16(".yxwz"), 5),
    (pad16(".xywz"), 5),
    (pad16(".yywz"), 5),
    (pad16(".xzwz"), 5),
    (pad16(".yzwz"), 5),
    (pad16(".xwwz"), 5),
    (pad16(".ywwz"), 5),
    (pad16(".xxxw"), 5),
    (pad16(".yxxw"), 5),
    (pad16(".xyxw"), 5),
    (pad16(".yyxw"), 5),
    (pad16(".xzxw"), 5),
    (pad16(".yzxw"), 5),
    (pad16(".xwxw"), 5),
    (pad16(".ywxw"), 5),
    (pad16(".xxyw"), 5),
    (pad16(".yxyw"), 5),
    (pad16(".xyyw"), 5),
    (pad16(".yyyw"), 5),
    (pad16(".xzyw"), 5),
    (pad16(".yzyw"), 5),
    (pad16(".xwyw"), 5),
    (pad16(".ywyw"), 5),
    (pad16(".xxzw"), 5),
    (pad16(".yxzw"), 5),
    (pad16(".xyzw"), 5),
    (pad16(".yyzw"), 5),
    (pad16(".xzzw"), 5),
    (pad16(".yzzw"), 5),
    (pad16(".xwzw"), 5),
    (pad16(".ywzw"), 5),
    (pad16(".xxww"), 5),
    (pad16(".yxww"), 5),
    (pad16(".xyww"), 5),
    (pad16(".yyww"), 5),
    (pad16(".xzww"), 5),
    (pad16(".yzww"), 5),
    (pad16(".xwww"), 5),
    (pad16(".ywww"), 5),
    (pad16(".zxxx"), 5),
    (pad16(".wxxx"), 5),
    (pad16(".zyxx"), 5),
    (pad16(".wyxx"), 5),
    (pad16(".zzxx"), 5),
    (pad16(".wzxx"), 5),
    (pad16(".zwxx"), 5),
    (pad16(".wwxx"), 5),
    (pad16(".zxyx"), 5),
    (pad16(".wxyx"), 5),
    (pad16(".zyyx"), 5),
    (pad16(".wyyx"), 5),
    (pad16(".zzyx"), 5),
    (pad16(".wzyx"), 5),
    (pad16(".zwyx"), 5),
    (pad16(".wwyx"), 5),
    (pad16(".zxzx"), 5),
    (pad16(".wxzx"), 5),
    (pad16(".zyzx"), 5),
    (pad16(".wyzx"), 5),
    (pad16(".zzzx"), 5),
    (pad16(".wzzx"), 5),
    (pad16(".zwzx"), 5),
    (pad16(".wwzx"), 5),
    (pad16(".zxwx"), 5),
    (pad16(".wxwx"), 5),
    (pad16(".zywx"), 5),
    (pad16(".wywx"), 5),
    (pad16(".zzwx"), 5),
    (pad16(".wzwx"), 5),
    (pad16(".zwwx"), 5),
    (pad16(".wwwx"), 5),
    (pad16(".zxxy"), 5),
    (pad16(".wxxy"), 5),
    (pad16(".zyxy"), 5),
    (pad16(".wyxy"), 5),
    (pad16(".zzxy"), 5),
    (pad16(".wzxy"), 5),
    (pad16(".zwxy"), 5),
    (pad16(".wwxy"), 5),
    (pad16(".zxyy"), 5),
    (pad16(".wxyy"), 5),
    (pad16(".zyyy"), 5),
    (pad16(".wyyy"), 5),
    (pad16(".zzyy"), 5),
    (pad16(".wzyy"), 5),
    (pad16(".zwyy"), 5),
    (pad16(".wwyy"), 5),
    (pad16(".zxzy"), 5),
    (pad16(".wxzy"), 5),
    (pad16(".zyzy"), 5),
    (pad16(".wyzy"), 5),
    (pad16(".zzzy"), 5),
    (pad16(".wzzy"), 5),
    (pad16(".zwzy"), 5),
    (pad16(".wwzy"), 5),
    (pad16(".zxwy"), 5),
    (pad16(".wxwy"), 5),
    (pad16(".zywy"), 5),
    (pad16(".wywy"), 5),
    (pad16(".zzwy"), 5),
    (pad16(".wzwy"), 5),
    (pad16(".zwwy"), 5),
    (pad16(".wwwy"), 5),
    (pad16(".zxxz"), 5),
    (pad16(".wxxz"), 5),
    (pad16(".zyxz"), 5),
    (pad16(".wyxz"), 5),
    (pad16(".zzxz"), 5),
    (pad16(".wzxz"), 5),
    (pad16(".zwxz"), 5),
    (pad16(".wwxz"), 5),
    (pad16(".zxyz"), 5),
    (pad16(".wxyz"), 5),
    (pad16(".zyyz"), 5),
    (pad16(".wyyz"), 5),
    (pad16(".zzyz"), 5),
    (pad16(".wzyz"), 5),
    (pad16(".zwyz"), 5),
    (pad16(".wwyz"), 5),
    (pad16(".zxzz"), 5),
    (pad16(".wxzz"), 5),
    (pad16(".zyzz"), 5),
    (pad16(".wyzz"), 5),
    (pad16(".zzzz"), 5),
    (pad16(".wzzz"), 5),
    (pad16(".zwzz"), 5),
    (pad16(".wwzz"), 5),
    (pad16(".zxwz"), 5),
    (pad16(".wxwz"), 5),
    (pad16(".zywz"), 5),
    (pad16(".wywz"), 5),
    (pad16(".zzwz"), 5),
    (pad16(".wzwz"), 5),
    (pad16(".zwwz"), 5),
    (pad16(".wwwz"), 5),
    (pad16(".zxxw"), 5),
    (pad16(".wxxw"), 5),
    (pad16(".zyxw"), 5),
    (pad16(".wyxw"), 5),
    (pad16(".zzxw"), 5),
    (pad16(".wzxw"), 5),
    (pad16(".zwxw"), 5),
    (pad16(".wwxw"), 5),
    (pad16(".zxyw"), 5),
    (pad16(".wxyw"), 5),
    (pad16(".zyyw"), 5),
    (pad16(".wyyw"), 5),
    (pad16(".zzyw"), 5),
    (pad16(".wzyw"), 5),
    (pad16(".zwyw"), 5),
    (pad16(".wwyw"), 5),
    (pad16(".zxzw"), 5),
    (pad16(".wxzw"), 5),
    (pad16(".zyzw"), 5),
    (pad16(".wyzw"), 5),
    (pad16(".zzzw"), 5),
    (pad16(".wzzw"), 5),
    (pad16(".zwzw"), 5),
    (pad16(".wwzw"), 5),
    (pad16(".zxww"), 5),
    (pad16(".wxww"), 5),
    (pad16(".zyww"), 5),
    (pad16(".wyww"), 5),
    (pad16(".zzww"), 5),
    (pad16(".wzww"), 5),
    (pad16(".zwww"), 5),
    (pad16(".wwww"), 5),
    (pad16(".xxxx"), 5),
    (pad16(".yxxx"), 5),
    (pad16(".xyxx"), 5),
    (pad16(".yyxx"), 5),
    (pad16(".xzxx"), 5),
    (pad16(".yzxx"), 5),
    (pad16(".xwxx"), 5),
    (pad16(".ywxx"), 5),
    (pad16(".xxyx"), 5),
    (pad16(".yxyx"), 5),
    (pad16(".xyyx"), 5),
    (pad16(".yyyx"), 5),
    (pad16(".xzyx"), 5),
    (pad16(".yzyx"), 5),
    (pad16(".xwyx"), 5),
    (pad16(".ywyx"), 5),
    (pad16(".xxzx"), 5),
    (pad16(".yxzx"), 5),
    (pad16(".xyzx"), 5),
    (pad16(".yyzx"), 5),
    (pad16(".xzzx"), 5),
    (pad16(".yzzx"), 5),
    (pad16(".xwzx"), 5),
    (pad16(".ywzx"), 5),
    (pad16(".xxwx"), 5),
    (pad16(".yxwx"), 5),
    (pad16(".xywx"), 5),
    (pad16(".yywx"), 5),
    (pad16(".xzwx"), 5),
    (pad16(".yzwx"), 5),
    (pad16(".xwwx"), 5),
    (pad16(".ywwx"), 5),
    (pad16(".xxxy"), 5),
    (pad16(".yxxy"), 5),
    (pad16(".xyxy"), 5),
    (pad16(".yyxy"), 5),
    (pad16(".xzxy"), 5),
    (pad16(".yzxy"), 5),
    (pad16(".xwxy"), 5),
    (pad16(".ywxy"), 5),
    (pad16(".xxyy"), 5),
    (pad16(".yxyy"), 5),
    (pad16(".xyyy"), 5),
    (pad16(".yyyy"), 5),
    (pad16(".xzyy"), 5),
    (pad16(".yzyy"), 5),
    (pad16(".xwyy"), 5),
    (pad16(".ywyy"), 5),
    (pad16(".xxzy"), 5),
    (pad16(".yxzy"), 5),
    (pad16(".xyzy"), 5),
    (pad16(".yyzy"), 5),
    (pad16(".xzzy"), 5),
    (pad16(".yzzy"), 5),
    (pad16(".xwzy"), 5),
    (pad16(".ywzy"), 5),
    (pad16(".xxwy"), 5),
    (pad16(".yxwy"), 5),
    (pad16(".xywy"), 5),
    (pad16(".yywy"), 5),
    (pad16(".xzwy"), 5),
    (pad16(".yzwy"), 5),
    (pad16(".xwwy"), 5),
    (pad16(".ywwy"), 5),
    (pad16(".xxxz"), 5),
    (pad16(".yxxz"), 5),
    (pad16(".xyxz"), 5),
    (pad16(".yyxz"), 5),
    (pad16(".xzxz"), 5),
    (pad16(".yzxz"), 5),
    (pad16(".xwxz"), 5),
    (pad16(".ywxz"), 5),
    (pad16(".xxyz"), 5),
    (pad16(".yxyz"), 5),
    (pad16(".xyyz"), 5),
    (pad16(".yyyz"), 5),
    (pad16(".xzyz"), 5),
    (pad16(".yzyz"), 5),
    (pad16(".xwyz"), 5),
    (pad16(".ywyz"), 5),
    (pad16(".xxzz"), 5),
    (pad16(".yxzz"), 5),
    (pad16(".xyzz"), 5),
    (pad16(".yyzz"), 5),
    (pad16(".xzzz"), 5),
    (pad16(".yzzz"), 5),
    (pad16(".xwzz"), 5),
    (pad16(".ywzz"), 5),
    (pad16(".xxwz"), 5),
    (pad16(".yxwz"), 5),
    (pad16(".xywz"), 5),
    (pad16(".yywz"), 5),
    (pad16(".xzwz"), 5),
    (pad16(".yzwz"), 5),
    (pad16(".xwwz"), 5),
    (pad16(".ywwz"), 5),
    (pad16(".xxxw"), 5),
    (pad16(".yxxw"), 5),
    (pad16(".xyxw"), 5),
    (pad16(".yyxw"), 5),
    (pad16(".xzxw"), 5),
    (pad16(".yzxw"), 5),
    (pad16(".xwxw"), 5),
    (pad16(".ywxw"), 5),
    (pad16(".xxyw"), 5),
    (pad16(".yxyw"), 5),
    (pad16(".xyyw"), 5),
    (pad16(".yyyw"), 5),
    (pad16(".xzyw"), 5),
    (pad16(".yzyw"), 5),
    (pad16(".xwyw"), 5),
    (pad16(".ywyw"), 5),
    (pad16(".xxzw"), 5),
    (pad16(".yxzw"), 5),
    (pad16(".xyzw"), 5),
    (pad16(".yyzw"), 5),
    (pad16(".xzzw"), 5),
    (pad16(".yzzw"), 5),
    (pad16(".xwzw"), 5),
    (pad16(".ywzw"), 5),
    (pad16(".xxww"), 5),
    (pad16(".yxww"), 5),
    (pad16(".xyww"), 5),
    (pad16(".yyww"), 5),
    (pad16(".xzww"), 5),
    (pad16(".yzww"), 5),
    (pad16(".xwww"), 5),
    (pad16(".ywww"), 5),
    (pad16(".zxxx"), 5),
    (pad16(".wxxx"), 5),
    (pad16(".zyxx"), 5),
    (pad16(".wyxx"), 5),
    (pad16(".zzxx"), 5),
    (pad16(".wzxx"), 5),
    (pad16(".zwxx"), 5),
    (pad16(".wwxx"), 5),
    (pad16(".zxyx"), 5),
    (pad16(".wxyx"), 5),
    (pad16(".zyyx"), 5),
    (pad16(".wyyx"), 5),
    (pad16(".zzyx"), 5),
    (pad16(".wzyx"), 5),
    (pad16(".zwyx"), 5),
    (pad16(".wwyx"), 5),
    (pad16(".zxzx"), 5),
    (pad16(".wxzx"), 5),
    (pad16(".zyzx"), 5),
    (pad16(".wyzx"), 5),
    (pad16(".zzzx"), 5),
    (pad16(".wzzx"), 5),
    (pad16(".zwzx"), 5),
    (pad16(".wwzx"), 5),
    (pad16(".zxwx"), 5),
    (pad16(".wxwx"), 5),
    (pad16(".zywx"), 5),
    (pad16(".wywx"), 5),
    (pad16(".zzwx"), 5),
    (pad16(".wzwx"), 5),
    (pad16(".zwwx"), 5),
    (pad16(".wwwx"), 5),
    (pad16(".zxxy"), 5),
    (pad16(".wxxy"), 5),
    (pad16(".zyxy"), 5),
    (pad16(".wyxy"), 5),
    (pad16(".zzxy"), 5),
    (pad16(".wzxy"), 5),
    (pad16(".zwxy"), 5),
    (pad16(".wwxy"), 5),
    (pad16(".zxyy"), 5),
    (pad16(".wxyy"), 5),
    (pad16(".zyyy"), 5),
    (pad16(".wyyy"), 5),
    (pad16(".zzyy"), 5),
    (pad16(".wzyy"), 5),
    (pad16(".zwyy"), 5),
    (pad16(".wwyy"), 5),
    (pad16(".zxzy"), 5),
    (pad16(".wxzy"), 5),
    (pad16(".zyzy"), 5),
    (pad16(".wyzy"), 5),
    (pad16(".zzzy"), 5),
    (pad16(".wzzy"), 5),
    (pad16(".zwzy"), 5),
    (pad16(".wwzy"), 5),
    (pad16(".zxwy"), 5),
    (pad16(".wxwy"), 5),
    (pad16(".zywy"), 5),
    (pad16(".wywy"), 5),
    (pad16(".zzwy"), 5),
    (pad16(".wzwy"), 5),
    (pad16(".zwwy"), 5),
    (pad16(".wwwy"), 5),
    (pad16(".zxxz"), 5),
    (pad16(".wxxz"), 5),
    (pad16(".zyxz"), 5),
    (pad16(".wyxz"), 5),
    (pad16(".zzxz"), 5),
    (pad16(".wzxz"), 5),
    (pad16(".zwxz"), 5),
    (pad16(".wwxz"), 5),
    (pad16(".zxyz"), 5),
    (pad16(".wxyz"), 5),
    (pad16(".zyyz"), 5),
    (pad16(".wyyz"), 5),
    (pad16(".zzyz"), 5),
    (pad16(".wzyz"), 5),
    (pad16(".zwyz"), 5),
    (pad16(".wwyz"), 5),
    (pad16(".zxzz"), 5),
    (pad16(".wxzz"), 5),
    (pad16(".zyzz"), 5),
    (pad16(".wyzz"), 5),
    (pad16(".zzzz"), 5),
    (pad16(".wzzz"), 5),
    (pad16(".zwzz"), 5),
    (pad16(".wwzz"), 5),
    (pad16(".zxwz"), 5),
    (pad16(".wxwz"), 5),
    (pad16(".zywz"), 5),
    (pad16(".wywz"), 5),
    (pad16(".zzwz"), 5),
    (pad16(".wzwz"), 5),
    (pad16(".zwwz"), 5),
    (pad16(".wwwz"), 5),
    (pad16(".zxxw"), 5),
    (pad16(".wxxw"), 5),
    (pad16(".zyxw"), 5),
    (pad16(".wyxw"), 5),
    (pad16(".zzxw"), 5),
    (pad16(".wzxw"), 5),
    (pad16(".zwxw"), 5),
    (pad16(".wwxw"), 5),
    (pad16(".zxyw"), 5),
    (pad16(".wxyw"), 5),
    (pad16(".zyyw"), 5),
    (pad16(".wyyw"), 5),
    (pad16(".zzyw"), 5),
    (pad16(".wzyw"), 5),
    (pad16(".zwyw"), 5),
    (pad16(".wwyw"), 5),
    (pad16(".zxzw"), 5),
    (pad16(".wxzw"), 5),
    (pad16(".zyzw"), 5),
    (pad16(".wyzw"), 5),
    (pad16(".zzzw"), 5),
    (pad16(".wzzw"), 5),
    (pad16(".zwzw"), 5),
    (pad16(".wwzw"), 5),
    (pad16(".zxww"), 5),
    (pad16(".wxww"), 5),
    (pad16(".zyww"), 5),
    (pad16(".wyww"), 5),
    (pad16(".zzww"), 5),
    (pad16(".wzww"), 5),
    (pad16(".zwww"), 5),
    (pad16(".wwww"), 5),
    (pad16(".xxxx"), 5),
    (pad16(".yxxx"), 5),
    (pad16(".xyxx"), 5),
    (pad16(".yyxx"), 5),
    (pad16(".xzxx"), 5),
    (pad16(".yzxx"), 5),
    (pad16(".xwxx"), 5),
    (pad16(".ywxx"), 5),
    (pad16(".xxyx"), 5),
    (pad16(".yxyx"), 5),
    (pad16(".xyyx"), 5),
    (pad16(".yyyx"), 5),
    (pad16(".xzyx"), 5),
    (pad16(".yzyx"), 5),
    (pad16(".xwyx"), 5),
    (pad16(".ywyx"), 5),
    (pad16(".xxzx"), 5),
    (pad16(".yxzx"), 5),
    (pad16(".xyzx"), 5),
    (pad16(".yyzx"), 5),
    (pad16(".xzzx"), 5),
    (pad16(".yzzx"), 5),
    (pad16(".xwzx"), 5),
    (pad16(".ywzx"), 5),
    (pad16(".xxwx"), 5),
    (pad16(".yxwx"), 5),
    (pad16(".xywx"), 5),
    (pad16(".yywx"), 5),
    (pad16(".xzwx"), 5),
    (pad16(".yzwx"), 5),
    (pad16(".xwwx"), 5),
    (pad16(".ywwx"), 5),
    (pad16(".xxxy"), 5),
    (pad16(".yxxy"), 5),
    (pad16(".xyxy"), 5),
    (pad16(".yyxy"), 5),
    (pad16(".xzxy"), 5),
    (pad16(".yzxy"), 5),
    (pad16(".xwxy"), 5),
    (pad16(".ywxy"), 5),
    (pad16(".xxyy"), 5),
    (pad16(".yxyy"), 5),
    (pad16(".xyyy"), 5),
    (pad16(".yyyy"), 5),
    (pad16(".xzyy"), 5),
    (pad16(".yzyy"), 5),
    (pad16(".xwyy"), 5),
    (pad16(".ywyy"), 5),
    (pad16(".xxzy"), 5),
    (pad16(".yxzy"), 5),
    (pad16(".xyzy"), 5),
    (pad16(".yyzy"), 5),
    (pad16(".xzzy"), 5),
    (pad16(".yzzy"), 5),
    (pad16(".xwzy"), 5),
    (pad16(".ywzy"), 5),
    (pad16(".xxwy"), 5),
    (pad16(".yxwy"), 5),
    (pad16(".xywy"), 5),
    (pad16(".yywy"), 5),
    (pad16(".xzwy"), 5),
    (pad16(".yzwy"), 5),
    (pad16(".xwwy"), 5),
    (pad16(".ywwy"), 5),
    (pad16(".xxxz"), 5),
    (pad16(".yxxz"), 5),
    (pad16(".xyxz"), 5),
    (pad16(".yyxz"), 5),
    (pad16(".xzxz"), 5),
    (pad16(".yzxz"), 5),
    (pad16(".xwxz"), 5),
    (pad16(".ywxz"), 5),
    (pad16(".xxyz"), 5),
    (pad16(".yxyz"), 5),
    (pad16(".xyyz"), 5),
    (pad16(".yyyz"), 5),
    (pad16(".xzyz"), 5),
    (pad16(".yzyz"), 5),
    (pad16(".xwyz"), 5),
    (pad16(".ywyz"), 5),
    (pad16(".xxzz"), 5),
    (pad16(".yxzz"), 5),
    (pad16(".xyzz"), 5),
    (pad16(".yyzz"), 5),
    (pad16(".xzzz"), 5),
    (pad16(".yzzz"), 5),
    (pad16(".xwzz"), 5),
    (pad16(".ywzz"), 5),
    (pad16(".xxwz"), 5),
    (pad16(".yxwz"), 5),
    (pad16(".xywz"), 5),
    (pad16(".yywz"), 5),
    (pad16(".xzwz"), 5),
    (pad16(".yzwz"), 5),
    (pad16(".xwwz"), 5),
    (pad16(".ywwz"), 5),
    (pad16(".xxxw"), 5),
    (pad16(".yxxw"), 5),
    (pad16(".xyxw"), 5),
    (pad16(".yyxw"), 5),
    (pad16(".xzxw"), 5),
    (pad16(".yzxw"), 5),
    (pad16(".xwxw"), 5),
    (pad16(".ywxw"), 5),
    (pad16(".xxyw"), 5),
    (pad16(".yxyw"), 5),
    (pad16(".xyyw"), 5),
    (pad16(".yyyw"), 5),
    (pad16(".xzyw"), 5),
    (pad16(".yzyw"), 5),
    (pad16(".xwyw"), 5),
    (pad16(".ywyw"), 5),
    (pad16(".xxzw"), 5),
    (pad16(".yxzw"), 5),
    (pad16(".xyzw"), 5),
    (pad16(".yyzw"), 5),
    (pad16(".xzzw"), 5),
    (pad16(".yzzw"), 5),
    (pad16(".xwzw"), 5),
    (pad16(".ywzw"), 5),
    (pad16(".xxww"), 5),
    (pad16(".yxww"), 5),
    (pad16(".xyww"), 5),
    (pad16(".yyww"), 5),
    (pad16(".xzww"), 5),
    (pad16(".yzww"), 5),
    (pad16(".xwww"), 5),
    (pad16(".ywww"), 5),
    (pad16(".zxxx"), 5),
    (pad16(".wxxx"), 5),
    (pad16(".zyxx"), 5),
    (pad16(".wyxx"), 5),
    (pad16(".zzxx"), 5),
    (pad16(".wzxx"), 5),
    (pad16(".zwxx"), 5),
    (pad16(".wwxx"), 5),
    (pad16(".zxyx"), 5),
    (pad16(".wxyx"), 5),
    (pad16(".zyyx"), 5),
    (pad16(".wyyx"), 5),
    (pad16(".zzyx"), 5),
    (pad16(".wzyx"), 5),
    (pad16(".zwyx"), 5),
    (pad16(".wwyx"), 5),
    (pad16(".zxzx"), 5),
    (pad16(".wxzx"), 5),
    (pad16(".zyzx"), 5),
    (pad16(".wyzx"), 5),
    (pad16(".zzzx"), 5),
    (pad16(".wzzx"), 5),
    (pad16(".zwzx"), 5),
    (pad16(".wwzx"), 5),
    (pad16(".zxwx"), 5),
    (pad16(".wxwx"), 5),
    (pad16(".zywx"), 5),
    (pad16(".wywx"), 5),
    (pad16(".zzwx"), 5),
    (pad16(".wzwx"), 5),
    (pad16(".zwwx"), 5),
    (pad16(".wwwx"), 5),
    (pad16(".zxxy"), 5),
    (pad16(".wxxy"), 5),
    (pad16(".zyxy"), 5),
    (pad16(".wyxy"), 5),
    (pad16(".zzxy"), 5),
    (pad16(".wzxy"), 5),
    (pad16(".zwxy"), 5),
    (pad16(".wwxy"), 5),
    (pad16(".zxyy"), 5),
    (pad16(".wxyy"), 5),
    (pad16(".zyyy"), 5),
    (pad16(".wyyy"), 5),
    (pad16(".zzyy"), 5),
    (pad16(".wzyy"), 5),
    (pad16(".zwyy"), 5),
    (pad16(".wwyy"), 5),
    (pad16(".zxzy"), 5),
    (pad16(".wxzy"), 5),
    (pad16(".zyzy"), 5),
    (pad16(".wyzy"), 5),
    (pad16(".zzzy"), 5),
    (pad16(".wzzy"), 5),
    (pad16(".zwzy"), 5),
    (pad16(".wwzy"), 5),
    (pad16(".zxwy"), 5),
    (pad16(".wxwy"), 5),
    (pad16(".zywy"), 5),
    (pad16(".wywy"), 5),
    (pad16(".zzwy"), 5),
    (pad16(".wzwy"), 5),
    (pad16(".zwwy"), 5),
    (pad16(".wwwy"), 5),
    (pad16(".zxxz"), 5),
    (pad16(".wxxz"), 5),
    (pad16(".zyxz"), 5),
    (pad16(".wyxz"), 5),
    (pad16(".zzxz"), 5),
    (pad16(".wzxz"), 5),
    (pad16(".zwxz"), 5),
    (pad16(".wwxz"), 5),
    (pad16(".zxyz"), 5),
    (pad16(".wxyz"), 5),
    (pad16(".zyyz"), 5),
    (pad16(".wyyz"), 5),
    (pad16(".zzyz"), 5),
    (pad16(".wzyz"), 5),
    (pad16(".zwyz"), 5),
    (pad16(".wwyz"), 5),
    (pad16(".zxzz"), 5),
    (pad16(".wxzz"), 5),
    (pad16(".zyzz"), 5),
    (pad16(".wyzz"), 5),
    (pad16(".zzzz"), 5),
    (pad16(".wzzz"), 5),
    (pad16(".zwzz"), 5),
    (pad16(".wwzz"), 5),
    (pad16(".zxwz"), 5),
    (pad16(".wxwz"), 5),
    (pad16(".zywz"), 5),
    (pad16(".wywz"), 5),
    (pad16(".zzwz"), 5),
    (pad16(".wzwz"), 5),
    (pad16(".zwwz"), 5),
    (pad16(".wwwz"), 5),
    (pad16(".zxxw"), 5),
    (pad16(".wxxw"), 5),
    (pad16(".zyxw"), 5),
    (pad16(".wyxw"), 5),
    (pad16(".zzxw"), 5),
    (pad16(".wzxw"), 5),
    (pad16(".zwxw"), 5),
    (pad16(".wwxw"), 5),
    (pad16(".zxyw"), 5),
    (pad16(".wxyw"), 5),
    (pad16(".zyyw"), 5),
    (pad16(".wyyw"), 5),
    (pad16(".zzyw"), 5),
    (pad16(".wzyw"), 5),
    (pad16(".zwyw"), 5),
    (pad16(".wwyw"), 5),
    (pad16(".zxzw"), 5),
    (pad16(".wxzw"), 5),
    (pad16(".zyzw"), 5),
    (pad16(".wyzw"), 5),
    (pad16(".zzzw"), 5),
    (pad16(".wzzw"), 5),
    (pad16(".zwzw"), 5),
    (pad16(".wwzw"), 5),
    (pad16(".zxww"), 5),
    (pad16(".wxww"), 5),
    (pad16(".zyww"), 5),
    (pad16(".wyww"), 5),
    (pad16(".zzww"), 5),
    (pad16(".wzww"), 5),
    (pad16(".zwww"), 5),
    (pad16(".wwww"), 5),
    (pad16(".xxxx"), 5),
    (pad16(".yxxx"), 5),
    (pad16(".xyxx"), 5),
    (pad16(".yyxx"), 5),
    (pad16(".xzxx"), 5),
    (pad16(".yzxx"), 5),
    (pad16(".xwxx"), 5),
    (pad16(".ywxx"), 5),
    (pad16(".xxyx"), 5),
    (pad16(".yxyx"), 5),
    (pad16(".xyyx"), 5),
    (pad16(".yyyx"), 5),
    (pad16(".xzyx"), 5),
    (pad16(".yzyx"), 5),
    (pad16(".xwyx"), 5),
    (pad16(".ywyx"), 5),
    (pad16(".xxzx"), 5),
    (pad16(".yxzx"), 5),
    (pad16(".xyzx"), 5),
    (pad16(".yyzx"), 5),
    (pad16(".xzzx"), 5),
    (pad16(".yzzx"), 5),
    (pad16(".xwzx"), 5),
    (pad16(".ywzx"), 5),
    (pad16(".xxwx"), 5),
    (pad16(".yxwx"), 5),
    (pad16(".xywx"), 5),
    (pad16(".yywx"), 5),
    (pad16(".xzwx"), 5),
    (pad16(".yzwx"), 5),
    (pad16(".xwwx"), 5),
    (pad16(".ywwx"), 5),
    (pad16(".xxxy"), 5),
    (pad16(".yxxy"), 5),
    (pad16(".xyxy"), 5),
    (pad16(".yyxy"), 5),
    (pad16(".xzxy"), 5),
    (pad16(".yzxy"), 5),
    (pad16(".xwxy"), 5),
    (pad16(".ywxy"), 5),
    (pad16(".xxyy"), 5),
    (pad16(".yxyy"), 5),
    (pad16(".xyyy"), 5),
    (pad16(".yyyy"), 5),
    (pad16(".xzyy"), 5),
    (pad16(".yzyy"), 5),
    (pad16(".xwyy"), 5),
    (pad16(".ywyy"), 5),
    (pad16(".xxzy"), 5),
    (pad16(".yxzy"), 5),
    (pad16(".xyzy"), 5),
    (pad16(".yyzy"), 5),
    (pad16(".xzzy"), 5),
    (pad16(".yzzy"), 5),
    (pad16(".xwzy"), 5),
    (pad16(".ywzy"), 5),
    (pad16(".xxwy"), 5),
    (pad16(".yxwy"), 5),
    (pad16(".xywy"), 5),
    (pad16(".yywy"), 5),
    (pad16(".xzwy"), 5),
    (pad16(".yzwy"), 5),
    (pad16(".xwwy"), 5),
    (pad16(".ywwy"), 5),
    (pad16(".xxxz"), 5),
    (pad16(".yxxz"), 5),
    (pad16(".xyxz"), 5),
    (pad16(".yyxz"), 5),
    (pad16(".xzxz"), 5),
    (pad16(".yzxz"), 5),
    (pad16(".xwxz"), 5),
    (pad16(".ywxz"), 5),
    (pad16(".xxyz"), 5),
    (pad16(".yxyz"), 5),
    (pad16(".xyyz"), 5),
    (pad16(".yyyz"), 5),
    (pad16(".xzyz"), 5),
    (pad16(".yzyz"), 5),
    (pad16(".xwyz"), 5),
    (pad16(".ywyz"), 5),
    (pad16(".xxzz"), 5),
    (pad16(".yxzz"), 5),
    (pad16(".xyzz"), 5),
    (pad16(".yyzz"), 5),
    (pad16(".xzzz"), 5),
    (pad16(".yzzz"), 5),
    (pad16(".xwzz"), 5),
    (pad16(".ywzz"), 5),
    (pad16(".xxwz"), 5),
    (pad16(".yxwz"), 5),
    (pad16(".xywz"), 5),
    (pad16(".yywz"), 5),
    (pad16(".xzwz"), 5),
    (pad16(".yzwz"), 5),
    (pad16(".xwwz"), 5),
    (pad16(".ywwz"), 5),
    (pad16(".xxxw"), 5),
    (pad16(".yxxw"), 5),
    (pad16(".xyxw"), 5),
    (pad16(".yyxw"), 5),
    (pad16(".xzxw"), 5),
    (pad16(".yzxw"), 5),
    (pad16(".xwxw"), 5),
    (pad16(".ywxw"), 5),
    (pad16(".xxyw"), 5),
    (pad16(".yxyw"), 5),
    (pad16(".xyyw"), 5),
    (pad16(".yyyw"), 5),
    (pad16(".xzyw"), 5),
    (pad16(".yzyw"), 5),
    (pad16(".xwyw"), 5),
    (pad16(".ywyw"), 5),
    (pad16(".xxzw"), 5),
    (pad16(".yxzw"), 5),
    (pad16(".xyzw"), 5),
    (pad16(".yyzw"), 5),
    (pad16(".xzzw"), 5),
    (pad16(".yzzw"), 5),
    (pad16(".xwzw"), 5),
    (pad16(".ywzw"), 5),
    (pad16(".xxww"), 5),
    (pad16(".yxww"), 5),
    (pad16(".xyww"), 5),
    (pad16(".yyww"), 5),
    (pad16(".xzww"), 5),
    (pad16(".yzww"), 5),
    (pad16(".xwww"), 5),
    (pad16(".ywww"), 5),
    (pad16(".zxxx"), 5),
    (pad16(".wxxx"), 5),
    (pad16(".zyxx"), 5),
    (pad16(".wyxx"), 5),
    (pad16(".zzxx"), 5),
    (pad16(".wzxx"), 5),
    (pad16(".zwxx"), 5),
    (pad16(".wwxx"), 5),
    (pad16(".zxyx"), 5),
    (pad16(".wxyx"), 5),
    (pad16(".zyyx"), 5),
    (pad16(".wyyx"), 5),
    (pad16(".zzyx"), 5),
    (pad16(".wzyx"), 5),
    (pad16(".zwyx"), 5),
    (pad16(".wwyx"), 5),
    (pad16(".zxzx"), 5),
    (pad16(".wxzx"), 5),
    (pad16(".zyzx"), 5),
    (pad16(".wyzx"), 5),
    (pad16(".zzzx"), 5),
    (pad16(".wzzx"), 5),
    (pad16(".zwzx"), 5),
    (pad16(".wwzx"), 5),
    (pad16(".zxwx"), 5),
    (pad16(".wxwx"), 5),
    (pad16(".zywx"), 5),
    (pad16(".wywx"), 5),
    (pad16(".zzwx"), 5),
    (pad16(".wzwx"), 5),
    (pad16(".zwwx"), 5),
    (pad16(".wwwx"), 5),
    (pad16(".zxxy"), 5),
    (pad16(".wxxy"), 5),
    (pad16(".zyxy"), 5),
    (pad16(".wyxy"), 5),
    (pad16(".zzxy"), 5),
    (pad16(".wzxy"), 5),
    (pad16(".zwxy"), 5),
    (pad16(".wwxy"), 5),
    (pad16(".zxyy"), 5),
    (pad16(".wxyy"), 5),
    (pad16(".zyyy"), 5),
    (pad16(".wyyy"), 5),
    (pad16(".zzyy"), 5),
    (pad16(".wzyy"), 5),
    (pad16(".zwyy"), 5),
    (pad16(".wwyy"), 5),
    (pad16(".zxzy"), 5),
    (pad16(".wxzy"), 5),
    (pad16(".zyzy"), 5),
    (pad16(".wyzy"), 5),
    (pad16(".zzzy"), 5),
    (pad16(".wzzy"), 5),
    (pad16(".zwzy"), 5),
    (pad16(".wwzy"), 5),
    (pad16(".zxwy"), 5),
    (pad16(".wxwy"), 5),
    (pad16(".zywy"), 5),
    (pad16(".wywy"), 5),
    (pad16(".zzwy"), 5),
    (pad16(".wzwy"), 5),
    (pad16(".zwwy"), 5),
    (pad16(".wwwy"), 5),
    (pad16(".zxxz"), 5),
    (pad16(".wxxz"), 5),
    (pad16(".zyxz"), 5),
    (pad16(".wyxz"), 5),
    (pad16(".zzxz"), 5),
    (pad16(".wzxz"), 5),
    (pad16(".zwxz"), 5),
    (pad16(".wwxz"), 5),
    (pad16(".zxyz"), 5),
    (pad16(".wxyz"), 5),
    (pad16(".zyyz"), 5),
    (pad16(".wyyz"), 5),
    (pad16(".zzyz"), 5),
    (pad16(".wzyz"), 5),
    (pad16(".zwyz"), 5),
    (pad16(".wwyz"), 5),
    (pad16(".zxzz"), 5),
    (pad16(".wxzz"), 5),
    (pad16(".zyzz"), 5),
    (pad16(".wyzz"), 5),
    (pad16(".zzzz"), 5),
    (pad16(".wzzz"), 5),
    (pad16(".zwzz"), 5),
    (pad16(".wwzz"), 5),
    (pad16(".zxwz"), 5),
    (pad16(".wxwz"), 5),
    (pad16(".zywz"), 5),
    (pad16(".wywz"), 5),
    (pad16(".zzwz"), 5),
    (pad16(".wzwz"), 5),
    (pad16(".zwwz"), 5),
    (pad16(".wwwz"), 5),
    (pad16(".zxxw"), 5),
    (pad16(".wxxw"), 5),
    (pad16(".zyxw"), 5),
    (pad16(".wyxw"), 5),
    (pad16(".zzxw"), 5),
    (pad16(".wzxw"), 5),
    (pad16(".zwxw"), 5),
    (pad16(".wwxw"), 5),
    (pad16(".zxyw"), 5),
    (pad16(".wxyw"), 5),
    (pad16(".zyyw"), 5),
    (pad16(".wyyw"), 5),
    (pad16(".zzyw"), 5),
    (pad16(".wzyw"), 5),
    (pad16(".zwyw"), 5),
    (pad16(".wwyw"), 5),
    (pad16(".zxzw"), 5),
    (pad16(".wxzw"), 5),
    (pad16(".zyzw"), 5),
    (pad16(".wyzw"), 5),
    (pad16(".zzzw"), 5),
    (pad16(".wzzw"), 5),
    (pad16(".zwzw"), 5),
    (pad16(".wwzw"), 5),
    (pad16(".zxww"), 5),
    (pad16(".wxww"), 5),
    (pad16(".zyww"), 5),
    (pad16(".wyww"), 5),
    (pad16(".zzww"), 5),
    (pad16(".wzww"), 5),
    (pad16(".zwww"), 5),
    (pad16(".wwww"), 5),
    (pad16(".xxxx"), 5),
    (pad16(".yxxx"), 5),
    (pad16(".xyxx"), 5),
    (pad16(".yyxx"), 5),
    (pad16(".xzxx"), 5),
    (pad16(".yzxx"), 5),
    (pad16(".xwxx"), 5),
    (pad16(".ywxx"), 5),
    (pad16(".xxyx"), 5),
    (pad16(".yxyx"), 5),
    (pad16(".xyyx"), 5),
    (pad16(".yyyx"), 5),
    (pad16(".xzyx"), 5),
    (pad16(".yzyx"), 5),
    (pad16(".xwyx"), 5),
    (pad16(".ywyx"), 5),
    (pad16(".xxzx"), 5),
    (pad16(".yxzx"), 5),
    (pad16(".xyzx"), 5),
    (pad16(".yyzx"), 5),
    (pad16(".xzzx"), 5),
    (pad16(".yzzx"), 5),
    (pad16(".xwzx"), 5),
    (pad16(".ywzx"), 5),
    (pad16(".xxwx"), 5),
    (pad16(".yxwx"), 5),
    (pad16(".xywx"), 5),
    (pad16(".yywx"), 5),
    (pad16(".xzwx"), 5),
    (pad16(".yzwx"), 5),
    (pad16(".xwwx"), 5),
    (pad16(".ywwx"), 5),
    (pad16(".xxxy"), 5),
    (pad16(".yxxy"), 5),
    (pad16(".xyxy"), 5),
    (pad16(".yyxy"), 5),
    (pad16(".xzxy"), 5),
    (pad16(".yzxy"), 5),
    (pad16(".xwxy"), 5),
    (pad16(".ywxy"), 5),
    (pad16(".xxyy"), 5),
    (pad16(".yxyy"), 5),
    (pad16(".xyyy"), 5),
    (pad16(".yyyy"), 5),
    (pad16(".xzyy"), 5),
    (pad16(".yzyy"), 5),
    (pad16(".xwyy"), 5),
    (pad16(".ywyy"), 5),
    (pad16(".xxzy"), 5),
    (pad16(".yxzy"), 5),
    (pad16(".xyzy"), 5),
    (pad16(".yyzy"), 5),
    (pad16(".xzzy"), 5),
    (pad16(".yzzy"), 5),
    (pad16(".xwzy"), 5),
    (pad16(".ywzy"), 5),
    (pad16(".xxwy"), 5),
    (pad16(".yxwy"), 5),
    (pad16(".xywy"), 5),
    (pad16(".yywy"), 5),
    (pad16(".xzwy"), 5),
    (pad16(".yzwy"), 5),
    (pad16(".xwwy"), 5),
    (pad16(".ywwy"), 5),
    (pad16(".xxxz"), 5),
    (pad16(".yxxz"), 5),
    (pad16(".xyxz"), 5),
    (pad16(".yyxz"), 5),
    (pad16(".xzxz"), 5),
    (pad16(".yzxz"), 5),
    (pad16(".xwxz"), 5),
    (pad16(".ywxz"), 5),
    (pad16(".xxyz"), 5),
    (pad16(".yxyz"), 5),
    (pad16(".xyyz"), 5),
    (pad16(".yyyz"), 5),
    (pad16(".xzyz"), 5),
    (pad16(".yzyz"), 5),
    (pad16(".xwyz"), 5),
    (pad16(".ywyz"), 5),
    (pad16(".xxzz"), 5),
    (pad16(".yxzz"), 5),
    (pad16(".xyzz"), 5),
    (pad16(".yyzz"), 5),
    (pad16(".xzzz"), 5),
    (pad16(".yzzz"), 5),
    (pad16(".xwzz"), 5),
    (pad16(".ywzz"), 5),
    (pad16(".xxwz"), 5),
    (pad16(".yxwz"), 5),
    (pad16(".xywz"), 5),
    (pad16(".yywz"), 5),
    (pad16(".xzwz"), 5),
    (pad16(".yzwz"), 5),
    (pad16(".xwwz"), 5),
    (pad16(".ywwz"), 5),
    (pad16(".xxxw"), 5),
    (pad16(".yxxw"), 5),
    (pad16(".xyxw"), 5),
    (pad16(".yyxw"), 5),
    (pad16(".xzxw"), 5),
    (pad16(".yzxw"), 5),
    (pad16(".xwxw"), 5),
    (pad16(".ywxw"), 5),
    (pad16(".xxyw"), 5),
    (pad16(".yxyw"), 5),
    (pad16(".xyyw"), 5),
    (pad16(".yyyw"), 5),
    (pad16(".xzyw"), 5),
    (pad16(".yzyw"), 5),
    (pad16(".xwyw"), 5),
    (pad16(".ywyw"), 5),
    (pad16(".xxzw"), 5),
    (pad16(".yxzw"), 5),
    (pad16(".xyzw"), 5),
    (pad16(".yyzw"), 5),
    (pad16(".xzzw"), 5),
    (pad16(".yzzw"), 5),
    (pad16(".xwzw"), 5),
    (pad16(".ywzw"), 5),
    (pad16(".xxww"), 5),
    (pad16(".yxww"), 5),
    (pad16(".xyww"), 5),
    (pad16(".yyww"), 5),
    (pad16(".xzww"), 5),
    (pad16(".yzww"), 5),
    (pad16(".xwww"), 5),
    (pad16(".ywww"), 5),
    (pad16(".zxxx"), 5),
    (pad16(".wxxx"), 5),
    (pad16(".zyxx"), 5),
    (pad16(".wyxx"), 5),
    (pad16(".zzxx"), 5),
    (pad16(".wzxx"), 5),
    (pad16(".zwxx"), 5),
    (pad16(".wwxx"), 5),
    (pad16(".zxyx"), 5),
    (pad16(".wxyx"), 5),
    (pad16(".zyyx"), 5),
    (pad16(".wyyx"), 5),
    (pad16(".zzyx"), 5),
    (pad16(".wzyx"), 5),
    (pad16(".zwyx"), 5),
    (pad16(".wwyx"), 5),
    (pad16(".zxzx"), 5),
    (pad16(".wxzx"), 5),
    (pad16(".zyzx"), 5),
    (pad16(".wyzx"), 5),
    (pad16(".zzzx"), 5),
    (pad16(".wzzx"), 5),
    (pad16(".zwzx"), 5),
    (pad16(".wwzx"), 5),
    (pad16(".zxwx"), 5),
    (pad16(".wxwx"), 5),
    (pad16(".zywx"), 5),
    (pad16(".wywx"), 5),
    (pad16(".zzwx"), 5),
    (pad16(".wzwx"), 5),
    (pad16(".zwwx"), 5),
    (pad16(".wwwx"), 5),
    (pad16(".zxxy"), 5),
    (pad16(".wxxy"), 5),
    (pad16(".zyxy"), 5),
    (pad16(".wyxy"), 5),
    (pad16(".zzxy"), 5),
    (pad16(".wzxy"), 5),
    (pad16(".zwxy"), 5),
    (pad16(".wwxy"), 5),
    (pad16(".zxyy"), 5),
    (pad16(".wxyy"), 5),
    (pad16(".zyyy"), 5),
    (pad16(".wyyy"), 5),
    (pad16(".zzyy"), 5),
    (pad16(".wzyy"), 5),
    (pad16(".zwyy"), 5),
    (pad16(".wwyy"), 5),
    (pad16(".zxzy"), 5),
    (pad16(".wxzy"), 5),
    (pad16(".zyzy"), 5),
    (pad16(".wyzy"), 5),
    (pad16(".zzzy"), 5),
    (pad16(".wzzy"), 5),
    (pad16(".zwzy"), 5),
    (pad16(".wwzy"), 5),
    (pad16(".zxwy"), 5),
    (pad16(".wxwy"), 5),
    (pad16(".zywy"), 5),
    (pad16(".wywy"), 5),
    (pad16(".zzwy"), 5),
    (pad16(".wzwy"), 5),
    (pad16(".zwwy"), 5),
    (pad16(".wwwy"), 5),
    (pad16(".zxxz"), 5),
    (pad16(".wxxz"), 5),
    (pad16(".zyxz"), 5),
    (pad16(".wyxz"), 5),
    (pad16(".zzxz"), 5),
    (pad16(".wzxz"), 5),
    (pad16(".zwxz"), 5),
    (pad16(".wwxz"), 5),
    (pad16(".zxyz"), 5),
    (pad16(".wxyz"), 5),
    (pad16(".zyyz"), 5),
    (pad16(".wyyz"), 5),
    (pad16(".zzyz"), 5),
    (pad16(".wzyz"), 5),
    (pad16(".zwyz"), 5),
    (pad16(".wwyz"), 5),
    (pad16(".zxzz"), 5),
    (pad16(".wxzz"), 5),
    (pad16(".zyzz"), 5),
    (pad16(".wyzz"), 5),
    (pad16(".zzzz"), 5),
    (pad16(".wzzz"), 5),
    (pad16(".zwzz"), 5),
    (pad16(".wwzz"), 5),
    (pad16(".zxwz"), 5),
    (pad16(".wxwz"), 5),
    (pad16(".zywz"), 5),
    (pad16(".wywz"), 5),
    (pad16(".zzwz"), 5),
    (pad16(".wzwz"), 5),
    (pad16(".zwwz"), 5),
    (pad16(".wwwz"), 5),
    (pad16(".zxxw"), 5),
    (pad16(".wxxw"), 5),
    (pad16(".zyxw"), 5),
    (pad16(".wyxw"), 5),
    (pad16(".zzxw"), 5),
    (pad16(".wzxw"), 5),
    (pad16(".zwxw"), 5),
    (pad16(".wwxw"), 5),
    (pad16(".zxyw"), 5),
    (pad16(".wxyw"), 5),
    (pad16(".zyyw"), 5),
    (pad16(".wyyw"), 5),
    (pad16(".zzyw"), 5),
    (pad16(".wzyw"), 5),
    (pad16(".zwyw"), 5),
    (pad16(".wwyw"), 5),
    (pad16(".zxzw"), 5),
    (pad16(".wxzw"), 5),
    (pad16(".zyzw"), 5),
    (pad16(".wyzw"), 5),
    (pad16(".zzzw"), 5),
    (pad16(".wzzw"), 5),
    (pad16(".zwzw"), 5),
    (pad16(".wwzw"), 5),
    (pad16(".zxww"), 5),
    (pad16(".wxww"), 5),
    (pad16(".zyww"), 5),
    (pad16(".wyww"), 5),
    (pad16(".zzww"), 5),
    (pad16(".wzww"), 5),
    (pad16(".zwww"), 5),
    (pad16(".wwww"), 5),
    (pad16(".xxxx"), 5),
    (pad16(".yxxx"), 5),
    (pad16(".xyxx"), 5),
    (pad16(".yyxx"), 5),
    (pad16(".xzxx"), 5),
    (pad16(".yzxx"), 5),
    (pad16(".xwxx"), 5),
    (pad16(".ywxx"), 5),
    (pad16(".xxyx"), 5),
    (pad16(".yxyx"), 5),
    (pad16(".xyyx"), 5),
    (pad16(".yyyx"), 5),
    (pad16(".xzyx"), 5),
    (pad16(".yzyx"), 5),
    (pad16(".xwyx"), 5),
    (pad16(".ywyx"), 5),
    (pad16(".xxzx"), 5),
    (pad16(".yxzx"), 5),
    (pad16(".xyzx"), 5),
    (pad16(".yyzx"), 5),
    (pad16(".xzzx"), 5),
    (pad16(".yzzx"), 5),
    (pad16(".xwzx"), 5),
    (pad16(".ywzx"), 5),
    (pad16(".xxwx"), 5),
    (pad16(".yxwx"), 5),
    (pad16(".xywx"), 5),
    (pad16(".yywx"), 5),
    (pad16(".xzwx"), 5),
    (pad16(".yzwx"), 5),
    (pad16(".xwwx"), 5),
    (pad16(".ywwx"), 5),
    (pad16(".xxxy"), 5),
    (pad16(".yxxy"), 5),
    (pad16(".xyxy"), 5),
    (pad16(".yyxy"), 5),
    (pad16(".xzxy"), 5),
    (pad16(".yzxy"), 5),
    (pad16(".xwxy"), 5),
    (pad16(".ywxy"), 5),
    (pad16(".xxyy"), 5),
    (pad16(".yxyy"), 5),
    (pad16(".xyyy"), 5),
    (pad16(".yyyy"), 5),
    (pad16(".xzyy"), 5),
    (pad16(".yzyy"), 5),
    (pad16(".xwyy"), 5),
    (pad16(".ywyy"), 5),
    (pad16(".xxzy"), 5),
    (pad16(".yxzy"), 5),
    (pad16(".xyzy"), 5),
    (pad16(".yyzy"), 5),
    (pad16(".xzzy"), 5),
    (pad16(".yzzy"), 5),
    (pad16(".xwzy"), 5),
    (pad16(".ywzy"), 5),
    (pad16(".xxwy"), 5),
    (pad16(".yxwy"), 5),
    (pad16(".xywy"), 5),
    (pad16(".yywy"), 5),
    (pad16(".xzwy"), 5),
    (pad16(".yzwy"), 5),
    (pad16(".xwwy"), 5),
    (pad16(".ywwy"), 5),
    (pad16(".xxxz"), 5),
    (pad16(".yxxz"), 5),
    (pad16(".xyxz"), 5),
    (pad16(".yyxz"), 5),
    (pad16(".xzxz"), 5),
    (pad16(".yzxz"), 5),
    (pad16(".xwxz"), 5),
    (pad16(".ywxz"), 5),
    (pad16(".xxyz"), 5),
    (pad16(".yxyz"), 5),
    (pad16(".xyyz"), 5),
    (pad16(".yyyz"), 5),
    (pad16(".xzyz"), 5),
    (pad16(".yzyz"), 5),
    (pad16(".xwyz"), 5),
    (pad16(".ywyz"), 5),
    (pad16(".xxzz"), 5),
    (pad16(".yxzz"), 5),
    (pad16(".xyzz"), 5),
    (pad16(".yyzz"), 5),
    (pad16(".xzzz"), 5),
    (pad16(".yzzz"), 5),
    (pad16(".xwzz"), 5),
    (pad16(".ywzz"), 5),
    (pad16(".xxwz"), 5),
    (pad16(".yxwz"), 5),
    (pad16(".xywz"), 5),
    (pad16(".yywz"), 5),
    (pad16(".xzwz"), 5),
    (pad16(".yzwz"), 5),
    (pad16(".xwwz"), 5),
    (pad16(".ywwz"), 5),
    (pad16(".xxxw"), 5),
    (pad16(".yxxw"), 5),
    (pad16(".xyxw"), 5),
    (pad16(".yyxw"), 5),
    (pad16(".xzxw"), 5),
    (pad16(".yzxw"), 5),
    (pad16(".xwxw"), 5),
    (pad16(".ywxw"), 5),
    (pad16(".xxyw"), 5),
    (pad16(".yxyw"), 5),
    (pad16(".xyyw"), 5),
    (pad16(".yyyw"), 5),
    (pad16(".xzyw"), 5),
    (pad16(".yzyw"), 5),
    (pad16(".xwyw"), 5),
    (pad16(".ywyw"), 5),
    (pad16(".xxzw"), 5),
    (pad16(".yxzw"), 5),
    (pad16(".xyzw"), 5),
    (pad16(".yyzw"), 5),
    (pad16(".xzzw"), 5),
    (pad16(".yzzw"), 5),
    (pad16(".xwzw"), 5),
    (pad16(".ywzw"), 5),
    (pad16(".xxww"), 5),
    (pad16(".yxww"), 5),
    (pad16(".xyww"), 5),
    (pad16(".yyww"), 5),
    (pad16(".xzww"), 5),
    (pad16(".yzww"), 5),
    (pad16(".xwww"), 5),
    (pad16(".ywww"), 5),
    (pad16(".zxxx"), 5),
    (pad16(".wxxx"), 5),
    (pad16(".zyxx"), 5),
    (pad16(".wyxx"), 5),
    (pad16(".zzxx"), 5),
    (pad16(".wzxx"), 5),
    (pad16(".zwxx"), 5),
    (pad16(".wwxx"), 5),
    (pad16(".zxyx"), 5),
    (pad16(".wxyx"), 5),
    (pad16(".zyyx"), 5),
    (pad16(".wyyx"), 5),
    (pad16(".zzyx"), 5),
    (pad16(".wzyx"), 5),
    (pad16(".zwyx"), 5),
    (pad16(".wwyx"), 5),
    (pad16(".zxzx"), 5),
    (pad16(".wxzx"), 5),
    (pad16(".zyzx"), 5),
    (pad16(".wyzx"), 5),
    (pad16(".zzzx"), 5),
    (pad16(".wzzx"), 5),
    (pad16(".zwzx"), 5),
    (pad16(".wwzx"), 5),
    (pad16(".zxwx"), 5),
    (pad16(".wxwx"), 5),
    (pad16(".zywx"), 5),
    (pad16(".wywx"), 5),
    (pad16(".zzwx"), 5),
    (pad16(".wzwx"), 5),
    (pad16(".zwwx"), 5),
    (pad16(".wwwx"), 5),
    (pad16(".zxxy"), 5),
    (pad16(".wxxy"), 5),
    (pad16(".zyxy"), 5),
    (pad16(".wyxy"), 5),
    (pad16(".zzxy"), 5),
    (pad16(".wzxy"), 5),
    (pad16(".zwxy"), 5),
    (pad16(".wwxy"), 5),
    (pad16(".zxyy"), 5),
    (pad16(".wxyy"), 5),
    (pad16(".zyyy"), 5),
    (pad16(".wyyy"), 5),
    (pad16(".zzyy"), 5),
    (pad16(".wzyy"), 5),
    (pad16(".zwyy"), 5),
    (pad16(".wwyy"), 5),
    (pad16(".zxzy"), 5),
    (pad16(".wxzy"), 5),
    (pad16(".zyzy"), 5),
    (pad16(".wyzy"), 5),
    (pad16(".zzzy"), 5),
    (pad16(".wzzy"), 5),
    (pad16(".zwzy"), 5),
    (pad16(".wwzy"), 5),
    (pad16(".zxwy"), 5),
    (pad16(".wxwy"), 5),
    (pad16(".zywy"), 5),
    (pad16(".wywy"), 5),
    (pad16(".zzwy"), 5),
    (pad16(".wzwy"), 5),
    (pad16(".zwwy"), 5),
    (pad16(".wwwy"), 5),
    (pad16(".zxxz"), 5),
    (pad16(".wxxz"), 5),
    (pad16(".zyxz"), 5),
    (pad16(".wyxz"), 5),
    (pad16(".zzxz"), 5),
    (pad16(".wzxz"), 5),
    (pad16(".zwxz"), 5),
    (pad16(".wwxz"), 5),
    (pad16(".zxyz"), 5),
    (pad16(".wxyz"), 5),
    (pad16(".zyyz"), 5),
    (pad16(".wyyz"), 5),
    (pad16(".zzyz"), 5),
    (pad16(".wzyz"), 5),
    (pad16(".zwyz"), 5),
    (pad16(".wwyz"), 5),
    (pad16(".zxzz"), 5),
    (pad16(".wxzz"), 5),
    (pad16(".zyzz"), 5),
    (pad16(".wyzz"), 5),
    (pad16(".zzzz"), 5),
    (pad16(".wzzz"), 5),
    (pad16(".zwzz"), 5),
    (pad16(".wwzz"), 5),
    (pad16(".zxwz"), 5),
    (pad16(".wxwz"), 5),
    (pad16(".zywz"), 5),
    (pad16(".wywz"), 5),
    (pad16(".zzwz"), 5),
    (pad16(".wzwz"), 5),
    (pad16(".zwwz"), 5),
    (pad16(".wwwz"), 5),
    (pad16(".zxxw"), 5),
    (pad16(".wxxw"), 5),
    (pad16(".zyxw"), 5),
    (pad16(".wyxw"), 5),
    (pad16(".zzxw"), 5),
    (pad16(".wzxw"), 5),
    (pad16(".zwxw"), 5),
    (pad16(".wwxw"), 5),
    (pad16(".zxyw"), 5),
    (pad16(".wxyw"), 5),
    (pad16(".zyyw"), 5),
    (pad16(".wyyw"), 5),
    (pad16(".zzyw"), 5),
    (pad16(".wzyw"), 5),
    (pad16(".zwyw"), 5),
    (pad16(".wwyw"), 5),
    (pad16(".zxzw"), 5),
    (pad16(".wxzw"), 5),
    (pad16(".zyzw"), 5),
    (pad16(".wyzw"), 5),
    (pad16(".zzzw"), 5),
    (pad16(".wzzw"), 5),
    (pad16(".zwzw"), 5),
    (pad16(".wwzw"), 5),
    (pad16(".zxww"), 5),
    (pad16(".wxww"), 5),
    (pad16(".zyww"), 5),
    (pad16(".wyww"), 5),
    (pad16(".zzww"), 5),
    (pad16(".wzww"), 5),
    (pad16(".zwww"), 5),
    (pad16(".wwww"), 5),
    (pad16(".xxxx"), 5),
    (pad16(".yxxx"), 5),
    (pad16(".xyxx"), 5),
    (pad16(".yyxx"), 5),
    (pad16(".xzxx"), 5),
    (pad16(".yzxx"), 5),
    (pad16(".xwxx"), 5),
    (pad16(".ywxx"), 5),
    (pad16(".xxyx"), 5),
    (pad16(".yxyx"), 5),
    (pad16(".xyyx"), 5),
    (pad16(".yyyx"), 5),
    (pad16(".xzyx"), 5),
    (pad16(".yzyx"), 5),
    (pad16(".xwyx"), 5),
    (pad16(".ywyx"), 5),
    (pad16(".xxzx"), 5),
    (pad16(".yxzx"), 5),
    (pad16(".xyzx"), 5),
    (pad16(".yyzx"), 5),
    (pad16(".xzzx"), 5),
    (pad16(".yzzx"), 5),
    (pad16(".xwzx"), 5),
    (pad16(".ywzx"), 5),
    (pad16(".xxwx"), 5),
    (pad16(".yxwx"), 5),
    (pad16(".xywx"), 5),
    (pad16(".yywx"), 5),
    (pad16(".xzwx"), 5),
    (pad16(".yzwx"), 5),
    (pad16(".xwwx"), 5),
    (pad16(".ywwx"), 5),
    (pad16(".xxxy"), 5),
    (pad16(".yxxy"), 5),
    (pad16(".xyxy"), 5),
    (pad16(".yyxy"), 5),
    (pad16(".xzxy"), 5),
    (pad16(".yzxy"), 5),
    (pad16(".xwxy"), 5),
    (pad16(".ywxy"), 5),
    (pad16(".xxyy"), 5),
    (pad16(".yxyy"), 5),
    (pad16(".xyyy"), 5),
    (pad16(".yyyy"), 5),
    (pad16(".xzyy"), 5),
    (pad16(".yzyy"), 5),
    (pad16(".xwyy"), 5),
    (pad16(".ywyy"), 5),
    (pad16(".xxzy"), 5),
    (pad16(".yxzy"), 5),
    (pad16(".xyzy"), 5),
    (pad16(".yyzy"), 5),
    (pad16(".xzzy"), 5),
    (pad16(".yzzy"), 5),
    (pad16(".xwzy"), 5),
    (pad16(".ywzy"), 5),
    (pad16(".xxwy"), 5),
    (pad16(".yxwy"), 5),
    (pad16(".xywy"), 5),
    (pad16(".yywy"), 5),
    (pad16(".xzwy"), 5),
    (pad16(".yzwy"), 5),
    (pad16(".xwwy"), 5),
    (pad16(".ywwy"), 5),
    (pad16(".xxxz"), 5),
    (pad16(".yxxz"), 5),
    (pad16(".xyxz"), 5),
    (pad16(".yyxz"), 5),
    (pad16(".xzxz"), 5),
    (pad16(".yzxz"), 5),
    (pad16(".xwxz"), 5),
    (pad16(".ywxz"), 5),
    (pad16(".xxyz"), 5),
    (pad16(".yxyz"), 5),
    (pad16(".xyyz"), 5),
    (pad16(".yyyz"), 5),
    (pad16(".xzyz"), 5),
    (pad16(".yzyz"), 5),
    (pad16(".xwyz"), 5),
    (pad16(".ywyz"), 5),
    (pad16(".xxzz"), 5),
    (pad16(".yxzz"), 5),
    (pad16(".xyzz"), 5),
    (pad16(".yyzz"), 5),
    (pad16(".xzzz"), 5),
    (pad16(".yzzz"), 5),
    (pad16(".xwzz"), 5),
    (pad16(".ywzz"), 5),
    (pad16(".xxwz"), 5),
    (pad16(".yxwz"), 5),
    (pad16(".xywz"), 5),
    (pad16(".yywz"), 5),
    (pad16(".xzwz"), 5),
    (pad16(".yzwz"), 5),
    (pad16(".xwwz"), 5),
    (pad16(".ywwz"), 5),
    (pad16(".xxxw"), 5),
    (pad16(".yxxw"), 5),
    (pad16(".xyxw"), 5),
    (pad16(".yyxw"), 5),
    (pad16(".xzxw"), 5),
    (pad16(".yzxw"), 5),
    (pad16(".xwxw"), 5),
    (pad16(".ywxw"), 5),
    (pad16(".xxyw"), 5),
    (pad16(".yxyw"), 5),
    (pad16(".xyyw"), 5),
    (pad16(".yyyw"), 5),
    (pad16(".xzyw"), 5),
    (pad16(".yzyw"), 5),
    (pad16(".xwyw"), 5),
    (pad16(".ywyw"), 5),
    (pad16(".xxzw"), 5),
    (pad16(".yxzw"), 5),
    (pad16(".xyzw"), 5),
    (pad16(".yyzw"), 5),
    (pad16(".xzzw"), 5),
    (pad16(".yzzw"), 5),
    (pad16(".xwzw"), 5),
    (pad16(".ywzw"), 5),
    (pad16(".xxww"), 5),
    (pad16(".yxww"), 5),
    (pad16(".xyww"), 5),
    (pad16(".yyww"), 5),
    (pad16(".xzww"), 5),
    (pad16(".yzww"), 5),
    (pad16(".xwww"), 5),
    (pad16(".ywww"), 5),
    (pad16(".zxxx"), 5),
    (pad16(".wxxx"), 5),
    (pad16(".zyxx"), 5),
    (pad16(".wyxx"), 5),
    (pad16(".zzxx"), 5),
    (pad16(".wzxx"), 5),
    (pad16(".zwxx"), 5),
    (pad16(".wwxx"), 5),
    (pad16(".zxyx"), 5),
    (pad16(".wxyx"), 5),
    (pad16(".zyyx"), 5),
    (pad16(".wyyx"), 5),
    (pad16(".zzyx"), 5),
    (pad16(".wzyx"), 5),
    (pad16(".zwyx"), 5),
    (pad16(".wwyx"), 5),
    (pad16(".zxzx"), 5),
    (pad16(".wxzx"), 5),
    (pad16(".zyzx"), 5),
    (pad16(".wyzx"), 5),
    (pad16(".zzzx"), 5),
    (pad16(".wzzx"), 5),
    (pad16(".zwzx"), 5),
    (pad16(".wwzx"), 5),
    (pad16(".zxwx"), 5),
    (pad16(".wxwx"), 5),
    (pad16(".zywx"), 5),
    (pad16(".wywx"), 5),
    (pad16(".zzwx"), 5),
    (pad16(".wzwx"), 5),
    (pad16(".zwwx"), 5),
    (pad16(".wwwx"), 5),
    (pad16(".zxxy"), 5),
    (pad16(".wxxy"), 5),
    (pad16(".zyxy"), 5),
    (pad16(".wyxy"), 5),
    (pad16(".zzxy"), 5),
    (pad16(".wzxy"), 5),
    (pad16(".zwxy"), 5),
    (pad16(".wwxy"), 5),
    (pad16(".zxyy"), 5),
    (pad16(".wxyy"), 5),
    (pad16(".zyyy"), 5),
    (pad16(".wyyy"), 5),
    (pad16(".zzyy"), 5),
    (pad16(".wzyy"), 5),
    (pad16(".zwyy"), 5),
    (pad16(".wwyy"), 5),
    (pad16(".zxzy"), 5),
    (pad16(".wxzy"), 5),
    (pad16(".zyzy"), 5),
    (pad16(".wyzy"), 5),
    (pad16(".zzzy"), 5),
    (pad16(".wzzy"), 5),
    (pad16(".zwzy"), 5),
    (pad16(".wwzy"), 5),
    (pad16(".zxwy"), 5),
    (pad16(".wxwy"), 5),
    (pad16(".zywy"), 5),
    (pad16(".wywy"), 5),
    (pad16(".zzwy"), 5),
    (pad16(".wzwy"), 5),
    (pad16(".zwwy"), 5),
    (pad16(".wwwy"), 5),
    (pad16(".zxxz"), 5),
    (pad16(".wxxz"), 5),
    (pad16(".zyxz"), 5),
    (pad16(".wyxz"), 5),
    (pad16(".zzxz"), 5),
    (pad16(".wzxz"), 5),
    (pad16(".zwxz"), 5),
    (pad16(".wwxz"), 5),
    (pad16(".zxyz"), 5),
    (pad16(".wxyz"), 5),
    (pad16(".zyyz"), 5),
    (pad16(".wyyz"), 5),
    (pad16(".zzyz"), 5),
    (pad16(".wzyz"), 5),
    (pad16(".zwyz"), 5),
    (pad16(".wwyz"), 5),
    (pad16(".zxzz"), 5),
    (pad16(".wxzz"), 5),
    (pad16(".zyzz"), 5),
    (pad16(".wyzz"), 5),
    (pad16(".zzzz"), 5),
    (pad16(".wzzz"), 5),
    (pad16(".zwzz"), 5),
    (pad16(".wwzz"), 5),
    (pad16(".zxwz"), 5),
    (pad16(".wxwz"), 5),
    (pad16(".zywz"), 5),
    (pad16(".wywz"), 5),
    (pad16(".zzwz"), 5),
    (pad16(".wzwz"), 5),
    (pad16(".zwwz"), 5),
    (pad16(".wwwz"), 5),
    (pad16(".zxxw"), 5),
    (pad16(".wxxw"), 5),
    (pad16(".zyxw"), 5),
    (pad16(".wyxw"), 5),
    (pad16(".zzxw"), 5),
    (pad16(".wzxw"), 5),
    (pad16(".zwxw"), 5),
    (pad16(".wwxw"), 5),
    (pad16(".zxyw"), 5),
    (pad16(".wxyw"), 5),
    (pad16(".zyyw"), 5),
    (pad16(".wyyw"), 5),
    (pad16(".zzyw"), 5),
    (pad16(".wzyw"), 5),
    (pad16(".zwyw"), 5),
    (pad16(".wwyw"), 5),
    (pad16(".zxzw"), 5),
    (pad16(".wxzw"), 5),
    (pad16(".zyzw"), 5),
    (pad16(".wyzw"), 5),
    (pad16(".zzzw"), 5),
    (pad16(".wzzw"), 5),
    (pad16(".zwzw"), 5),
    (pad16(".wwzw"), 5),
    (pad16(".zxww"), 5),
    (pad16(".wxww"), 5),
    (pad16(".zyww"), 5),
    (pad16(".wyww"), 5),
    (pad16(".zzww"), 5),
    (pad16(".wzww"), 5),
    (pad16(".zwww"), 5),
    (pad16(".wwww"), 5),
    (pad16(".xxxx"), 5),
    (pad16(".yxxx"), 5),
    (pad16(".xyxx"), 5),
    (pad16(".yyxx"), 5),
    (pad16(".xzxx"), 5),
    (pad16(".yzxx"), 5),
    (pad16(".xwxx"), 5),
    (pad16(".ywxx"), 5),
    (pad16(".xxyx"), 5),
    (pad16(".yxyx"), 5),
    (pad16(".xyyx"), 5),
    (pad16(".yyyx"), 5),
    (pad16(".xzyx"), 5),
    (pad16(".yzyx"), 5),
    (pad16(".xwyx"), 5),
    (pad16(".ywyx"), 5),
    (pad16(".xxzx"), 5),
    (pad16(".yxzx"), 5),
    (pad16(".xyzx"), 5),
    (pad16(".yyzx"), 5),
    (pad16(".xzzx"), 5),
    (pad16(".yzzx"), 5),
    (pad16(".xwzx"), 5),
    (pad16(".ywzx"), 5),
    (pad16(".xxwx"), 5),
    (pad16(".yxwx"), 5),
    (pad16(".xywx"), 5),
    (pad16(".yywx"), 5),
    (pad16(".xzwx"), 5),
    (pad16(".yzwx"), 5),
    (pad16(".xwwx"), 5),
    (pad16(".ywwx"), 5),
    (pad16(".xxxy"), 5),
    (pad16(".yxxy"), 5),
    (pad16(".xyxy"), 5),
    (pad16(".yyxy"), 5),
    (pad16(".xzxy"), 5),
    (pad16(".yzxy"), 5),
    (pad16(".xwxy"), 5),
    (pad16(".ywxy"), 5),
    (pad16(".xxyy"), 5),
    (pad16(".yxyy"), 5),
    (pad16(".xyyy"), 5),
    (pad16(".yyyy"), 5),
    (pad16(".xzyy"), 5),
    (pad16(".yzyy"), 5),
    (pad16(".xwyy"), 5),
    (pad16(".ywyy"), 5),
    (pad16(".xxzy"), 5),
    (pad16(".yxzy"), 5),
    (pad16(".xyzy"), 5),
    (pad16(".yyzy"), 5),
    (pad16(".xzzy"), 5),
    (pad16(".yzzy"), 5),
    (pad16(".xwzy"), 5),
    (pad16(".ywzy"), 5),
    (pad16(".xxwy"), 5),
    (pad16(".yxwy"), 5),
    (pad16(".xywy"), 5),
    (pad16(".yywy"), 5),
    (pad16(".xzwy"), 5),
    (pad16(".yzwy"), 5),
    (pad16(".xwwy"), 5),
    (pad16(".ywwy"), 5),
    (pad16(".xxxz"), 5),
    (pad16(".yxxz"), 5),
    (pad16(".xyxz"), 5),
    (pad16(".yyxz"), 5),
    (pad16(".xzxz"), 5),
    (pad16(".yzxz"), 5),
    (pad16(".xwxz"), 5),
    (pad16(".ywxz"), 5),
    (pad16(".xxyz"), 5),
    (pad16(".yxyz"), 5),
    (pad16(".xyyz"), 5),
    (pad16(".yyyz"), 5),
    (pad16(".xzyz"), 5),
    (pad16(".yzyz"), 5),
    (pad16(".xwyz"), 5),
    (pad16(".ywyz"), 5),
    (pad16(".xxzz"), 5),
    (pad16(".yxzz"), 5),
    (pad16(".xyzz"), 5),
    (pad16(".yyzz"), 5),
    (pad16(".xzzz"), 5),
    (pad16(".yzzz"), 5),
    (pad16(".xwzz"), 5),
    (pad16(".ywzz"), 5),
    (pad16(".xxwz"), 5),
    (pad16(".yxwz"), 5),
    (pad16(".xywz"), 5),
    (pad16(".yywz"), 5),
    (pad16(".xzwz"), 5),
    (pad16(".yzwz"), 5),
    (pad16(".xwwz"), 5),
    (pad16(".ywwz"), 5),
    (pad16(".xxxw"), 5),
    (pad16(".yxxw"), 5),
    (pad16(".xyxw"), 5),
    (pad16(".yyxw"), 5),
    (pad16(".xzxw"), 5),
    (pad16(".yzxw"), 5),
    (pad16(".xwxw"), 5),
    (pad16(".ywxw"), 5),
    (pad16(".xxyw"), 5),
    (pad16(".yxyw"), 5),
    (pad16(".xyyw"), 5),
    (pad16(".yyyw"), 5),
    (pad16(".xzyw"), 5),
    (pad16(".yzyw"), 5),
    (pad16(".xwyw"), 5),
    (pad16(".ywyw"), 5),
    (pad16(".xxzw"), 5),
    (pad16(".yxzw"), 5),
    (pad16(".xyzw"), 5),
    (pad16(".yyzw"), 5),
    (pad16(".xzzw"), 5),
    (pad16(".yzzw"), 5),
    (pad16(".xwzw"), 5),
    (pad16(".ywzw"), 5),
    (pad16(".xxww"), 5),
    (pad16(".yxww"), 5),
    (pad16(".xyww"), 5),
    (pad16(".yyww"), 5),
    (pad16(".xzww"), 5),
    (pad16(".yzww"), 5),
    (pad16(".xwww"), 5),
    (pad16(".ywww"), 5),
    (pad16(".zxxx"), 5),
    (pad16(".wxxx"), 5),
    (pad16(".zyxx"), 5),
    (pad16(".wyxx"), 5),
    (pad16(".zzxx"), 5),
    (pad16(".wzxx"), 5),
    (pad16(".zwxx"), 5),
    (pad16(".wwxx"), 5),
    (pad16(".zxyx"), 5),
    (pad16(".wxyx"), 5),
    (pad16(".zyyx"), 5),
    (pad16(".wyyx"), 5),
    (pad16(".zzyx"), 5),
    (pad16(".wzyx"), 5),
    (pad16(".zwyx"), 5),
    (pad16(".wwyx"), 5),
    (pad16(".zxzx"), 5),
    (pad16(".wxzx"), 5),
    (pad16(".zyzx"), 5),
    (pad16(".wyzx"), 5),
    (pad16(".zzzx"), 5),
    (pad16(".wzzx"), 5),
    (pad16(".zwzx"), 5),
    (pad16(".wwzx"), 5),
    (pad16(".zxwx"), 5),
    (pad16(".wxwx"), 5),
    (pad16(".zywx"), 5),
    (pad16(".wywx"), 5),
    (pad16(".zzwx"), 5),
    (pad16(".wzwx"), 5),
    (pad16(".zwwx"), 5),
    (pad16(".wwwx"), 5),
    (pad16(".zxxy"), 5),
    (pad16(".wxxy"), 5),
    (pad16(".zyxy"), 5),
    (pad16(".wyxy"), 5),
    (pad16(".zzxy"), 5),
    (pad16(".wzxy"), 5),
    (pad16(".zwxy"), 5),
    (pad16(".wwxy"), 5),
    (pad16(".zxyy"), 5),
    (pad16(".wxyy"), 5),
    (pad16(".zyyy"), 5),
    (pad16(".wyyy"), 5),
    (pad16(".zzyy"), 5),
    (pad16(".wzyy"), 5),
    (pad16(".zwyy"), 5),
    (pad16(".wwyy"), 5),
    (pad16(".zxzy"), 5),
    (pad16(".wxzy"), 5),
    (pad16(".zyzy"), 5),
    (pad16(".wyzy"), 5),
    (pad16(".zzzy"), 5),
    (pad16(".wzzy"), 5),
    (pad16(".zwzy"), 5),
    (pad16(".wwzy"), 5),
    (pad16(".zxwy"), 5),
    (pad16(".wxwy"), 5),
    (pad16(".zywy"), 5),
    (pad16(".wywy"), 5),
    (pad16(".zzwy"), 5),
    (pad16(".wzwy"), 5),
    (pad16(".zwwy"), 5),
    (pad16(".wwwy"), 5),
    (pad16(".zxxz"), 5),
    (pad16(".wxxz"), 5),
    (pad16(".zyxz"), 5),
    (pad16(".wyxz"), 5),
    (pad16(".zzxz"), 5),
    (pad16(".wzxz"), 5),
    (pad16(".zwxz"), 5),
    (pad16(".wwxz"), 5),
    (pad16(".zxyz"), 5),
    (pad16(".wxyz"), 5),
    (pad16(".zyyz"), 5),
    (pad16(".wyyz"), 5),
    (pad16(".zzyz"), 5),
    (pad16(".wzyz"), 5),
    (pad16(".zwyz"), 5),
    (pad16(".wwyz"), 5),
    (pad16(".zxzz"), 5),
    (pad16(".wxzz"), 5),
    (pad16(".zyzz"), 5),
    (pad16(".wyzz"), 5),
    (pad16(".zzzz"), 5),
    (pad16(".wzzz"), 5),
    (pad16(".zwzz"), 5),
    (pad16(".wwzz"), 5),
    (pad16(".zxwz"), 5),
    (pad16(".wxwz"), 5),
    (pad16(".zywz"), 5),
    (pad16(".wywz"), 5),
    (pad16(".zzwz"), 5),
    (pad16(".wzwz"), 5),
    (pad16(".zwwz"), 5),
    (pad16(".wwwz"), 5),
    (pad16(".zxxw"), 5),
    (pad16(".wxxw"), 5),
    (pad16(".zyxw"), 5),
    (pad16(".wyxw"), 5),
    (pad16(".zzxw"), 5),
    (pad16(".wzxw"), 5),
    (pad16(".zwxw"), 5),
    (pad16(".wwxw"), 5),
    (pad16(".zxyw"), 5),
    (pad16(".wxyw"), 5),
    (pad16(".zyyw"), 5),
    (pad16(".wyyw"), 5),
    (pad16(".zzyw"), 5),
    (pad16(".wzyw"), 5),
    (pad16(".zwyw"), 5),
    (pad16(".wwyw"), 5),
    (pad16(".zxzw"), 5),
    (pad16(".wxzw"), 5),
    (pad16(".zyzw"), 5),
    (pad16(".wyzw"), 5),
    (pad16(".zzzw"), 5),
    (pad16(".wzzw"), 5),
    (pad16(".zwzw"), 5),
    (pad16(".wwzw"), 5),
    (pad16(".zxww"), 5),
    (pad16(".wxww"), 5),
    (pad16(".zyww"), 5),
    (pad16(".wyww"), 5),
    (pad16(".zzww"), 5),
    (pad16(".wzww"), 5),
    (pad16(".zwww"), 5),
    (pad16(".wwww"), 5),
    (pad16(".xxxx"), 5),
    (pad16(".yxxx"), 5),
    (pad16(".xyxx"), 5),
    (pad16(".yyxx"), 5),
    (pad16(".xzxx"), 5),
    (pad16(".yzxx"), 5),
    (pad16(".xwxx"), 5),
    (pad16(".ywxx"), 5),
    (pad16(".xxyx"), 5),
    (pad16(".yxyx"), 5),
    (pad16(".xyyx"), 5),
    (pad16(".yyyx"), 5),
    (pad16(".xzyx"), 5),
    (pad16(".yzyx"), 5),
    (pad16(".xwyx"), 5),
    (pad16(".ywyx"), 5),
    (pad16(".xxzx"), 5),
    (pad16(".yxzx"), 5),
    (pad16(".xyzx"), 5),
    (pad16(".yyzx"), 5),
    (pad16(".xzzx"), 5),
    (pad16(".yzzx"), 5),
    (pad16(".xwzx"), 5),
    (pad16(".ywzx"), 5),
    (pad16(".xxwx"), 5),
    (pad16(".yxwx"), 5),
    (pad16(".xywx"), 5),
    (pad16(".yywx"), 5),
    (pad16(".xzwx"), 5),
    (pad16(".yzwx"), 5),
    (pad16(".xwwx"), 5),
    (pad16(".ywwx"), 5),
    (pad16(".xxxy"), 5),
    (pad16(".yxxy"), 5),
    (pad16(".xyxy"), 5),
    (pad16(".yyxy"), 5),
    (pad16(".xzxy"), 5),
    (pad16(".yzxy"), 5),
    (pad16(".xwxy"), 5),
    (pad16(".ywxy"), 5),
    (pad16(".xxyy"), 5),
    (pad16(".yxyy"), 5),
    (pad16(".xyyy"), 5),
    (pad16(".yyyy"), 5),
    (pad16(".xzyy"), 5),
    (pad16(".yzyy"), 5),
    (pad16(".xwyy"), 5),
    (pad16(".ywyy"), 5),
    (pad16(".xxzy"), 5),
    (pad16(".yxzy"), 5),
    (pad16(".xyzy"), 5),
    (pad16(".yyzy"), 5),
    (pad16(".xzzy"), 5),
    (pad16(".yzzy"), 5),
    (pad16(".xwzy"), 5),
    (pad16(".ywzy"), 5),
    (pad16(".xxwy"), 5),
    (pad16(".yxwy"), 5),
    (pad16(".xywy"), 5),
    (pad16(".yywy"), 5),
    (pad16(".xzwy"), 5),
    (pad16(".yzwy"), 5),
    (pad16(".xwwy"), 5),
    (pad16(".ywwy"), 5),
    (pad16(".xxxz"), 5),
    (pad16(".yxxz"), 5),
    (pad16(".xyxz"), 5),
    (pad16(".yyxz"), 5),
    (pad16(".xzxz"), 5),
    (pad16(".yzxz"), 5),
    (pad16(".xwxz"), 5),
    (pad16(".ywxz"), 5),
    (pad16(".xxyz"), 5),
    (pad16(".yxyz"), 5),
    (pad16(".xyyz"), 5),
    (pad16(".yyyz"), 5),
    (pad16(".xzyz"), 5),
    (pad16(".yzyz"), 5),
    (pad16(".xwyz"), 5),
    (pad16(".ywyz"), 5),
    (pad16(".xxzz"), 5),
    (pad16(".yxzz"), 5),
    (pad16(".xyzz"), 5),
    (pad16(".yyzz"), 5),
    (pad16(".xzzz"), 5),
    (pad16(".yzzz"), 5),
    (pad16(".xwzz"), 5),
    (pad16(".ywzz"), 5),
    (pad16(".xxwz"), 5),
    (pad16(".yxwz"), 5),
    (pad16(".xywz"), 5),
    (pad16(".yywz"), 5),
    (pad16(".xzwz"), 5),
    (pad16(".yzwz"), 5),
    (pad16(".xwwz"), 5),
    (pad16(".ywwz"), 5),
    (pad16(".xxxw"), 5),
    (pad16(".yxxw"), 5),
    (pad16(".xyxw"), 5),
    (pad16(".yyxw"), 5),
    (pad16(".xzxw"), 5),
    (pad16(".yzxw"), 5),
    (pad16(".xwxw"), 5),
    (pad16(".ywxw"), 5),
    (pad16(".xxyw"), 5),
    (pad16(".yxyw"), 5),
    (pad16(".xyyw"), 5),
    (pad16(".yyyw"), 5),
    (pad16(".xzyw"), 5),
    (pad16(".yzyw"), 5),
    (pad16(".xwyw"), 5),
    (pad16(".ywyw"), 5),
    (pad16(".xxzw"), 5),
    (pad16(".yxzw"), 5),
    (pad16(".xyzw"), 5),
    (pad16(".yyzw"), 5),
    (pad16(".xzzw"), 5),
    (pad16(".yzzw"), 5),
    (pad16(".xwzw"), 5),
    (pad16(".ywzw"), 5),
    (pad16(".xxww"), 5),
    (pad16(".yxww"), 5),
    (pad16(".xyww"), 5),
    (pad16(".yyww"), 5),
    (pad16(".xzww"), 5),
    (pad16(".yzww"), 5),
    (pad16(".xwww"), 5),
    (pad16(".ywww"), 5),
    (pad16(".zxxx"), 5),
    (pad16(".wxxx"), 5),
    (pad16(".zyxx"), 5),
    (pad16(".wyxx"), 5),
    (pad16(".zzxx"), 5),
    (pad16(".wzxx"), 5),
    (pad16(".zwxx"), 5),
    (pad16(".wwxx"), 5),
    (pad16(".zxyx"), 5),
    (pad16(".wxyx"), 5),
    (pad16(".zyyx"), 5),
    (pad16(".wyyx"), 5),
    (pad16(".zzyx"), 5),
    (pad16(".wzyx"), 5),
    (pad16(".zwyx"), 5),
    (pad16(".wwyx"), 5),
    (pad16(".zxzx"), 5),
    (pad16(".wxzx"), 5),
    (pad16(".zyzx"), 5),
    (pad16(".wyzx"), 5),
    (pad16(".zzzx"), 5),
    (pad16(".wzzx"), 5),
    (pad16(".zwzx"), 5),
    (pad16(".wwzx"), 5),
    (pad16(".zxwx"), 5),
    (pad16(".wxwx"), 5),
    (pad16(".zywx"), 5),
    (pad16(".wywx"), 5),
    (pad16(".zzwx"), 5),
    (pad16(".wzwx"), 5),
    (pad16(".zwwx"), 5),
    (pad16(".wwwx"), 5),
    (pad16(".zxxy"), 5),
    (pad16(".wxxy"), 5),
    (pad16(".zyxy"), 5),
    (pad16(".wyxy"), 5),
    (pad16(".zzxy"), 5),
    (pad16(".wzxy"), 5),
    (pad16(".zwxy"), 5),
    (pad16(".wwxy"), 5),
    (pad16(".zxyy"), 5),
    (pad16(".wxyy"), 5),
    (pad16(".zyyy"), 5),
    (pad16(".wyyy"), 5),
    (pad16(".zzyy"), 5),
    (pad16(".wzyy"), 5),
    (pad16(".zwyy"), 5),
    (pad16(".wwyy"), 5),
    (pad16(".zxzy"), 5),
    (pad16(".wxzy"), 5),
    (pad16(".zyzy"), 5),
    (pad16(".wyzy"), 5),
    (pad16(".zzzy"), 5),
    (pad16(".wzzy"), 5),
    (pad16(".zwzy"), 5),
    (pad16(".wwzy"), 5),
    (pad16(".zxwy"), 5),
    (pad16(".wxwy"), 5),
    (pad16(".zywy"), 5),
    (pad16(".wywy"), 5),
    (pad16(".zzwy"), 5),
    (pad16(".wzwy"), 5),
    (pad16(".zwwy"), 5),
    (pad16(".wwwy"), 5),
    (pad16(".zxxz"), 5),
    (pad16(".wxxz"), 5),
    (pad16(".zyxz"), 5),
    (pad16(".wyxz"), 5),
    (pad16(".zzxz"), 5),
    (pad16(".wzxz"), 5),
    (pad16(".zwxz"), 5),
    (pad16(".wwxz"), 5),
    (pad16(".zxyz"), 5),
    (pad16(".wxyz"), 5),
    (pad16(".zyyz"), 5),
    (pad16(".wyyz"), 5),
    (pad16(".zzyz"), 5),
    (pad16(".wzyz"), 5),
    (pad16(".zwyz"), 5),
    (pad16(".wwyz"), 5),
    (pad16(".zxzz"), 5),
    (pad16(".wxzz"), 5),
    (pad16(".zyzz"), 5),
    (pad16(".wyzz"), 5),
    (pad16(".zzzz"), 5),
    (pad16(".wzzz"), 5),
    (pad16(".zwzz"), 5),
    (pad16(".wwzz"), 5),
    (pad16(".zxwz"), 5),
    (pad16(".wxwz"), 5),
    (pad16(".zywz"), 5),
    (pad16(".wywz"), 5),
    (pad16(".zzwz"), 5),
    (pad16(".wzwz"), 5),
    (pad16(".zwwz"), 5),
    (pad16(".wwwz"), 5),
    (pad16(".zxxw"), 5),
    (pad16(".wxxw"), 5),
    (pad16(".zyxw"), 5),
    (pad16(".wyxw"), 5),
    (pad16(".zzxw"), 5),
    (pad16(".wzxw"), 5),
    (pad16(".zwxw"), 5),
    (pad16(".wwxw"), 5),
    (pad16(".zxyw"), 5),
    (pad16(".wxyw"), 5),
    (pad16(".zyyw"), 5),
    (pad16(".wyyw"), 5),
    (pad16(".zzyw"), 5),
    (pad16(".wzyw"), 5),
    (pad16(".zwyw"), 5),
    (pad16(".wwyw"), 5),
    (pad16(".zxzw"), 5),
    (pad16(".wxzw"), 5),
    (pad16(".zyzw"), 5),
    (pad16(".wyzw"), 5),
    (pad16(".zzzw"), 5),
    (pad16(".wzzw"), 5),
    (pad16(".zwzw"), 5),
    (pad16(".wwzw"), 5),
    (pad16(".zxww"), 5),
    (pad16(".wxww"), 5),
    (pad16(".zyww"), 5),
    (pad16(".wyww"), 5),
    (pad16(".zzww"), 5),
    (pad16(".wzww"), 5),
    (pad16(".zwww"), 5),
    (pad16(".wwww"), 5),
    (pad16(".xxxx"), 5),
    (pad16(".yxxx"), 5),
    (pad16(".xyxx"), 5),
    (pad16(".yyxx"), 5),
    (pad16(".xzxx"), 5),
    (pad16(".yzxx"), 5),
    (pad16(".xwxx"), 5),
    (pad16(".ywxx"), 5),
    (pad16(".xxyx"), 5),
    (pad16(".yxyx"), 5),
    (pad16(".xyyx"), 5),
    (pad16(".yyyx"), 5),
    (pad16(".xzyx"), 5),
    (pad16(".yzyx"), 5),
    (pad16(".xwyx"), 5),
    (pad16(".ywyx"), 5),
    (pad16(".xxzx"), 5),
    (pad16(".yxzx"), 5),
    (pad16(".xyzx"), 5),
    (pad16(".yyzx"), 5),
    (pad16(".xzzx"), 5),
    (pad16(".yzzx"), 5),
    (pad16(".xwzx"), 5),
    (pad16(".ywzx"), 5),
    (pad16(".xxwx"), 5),
    (pad16(".yxwx"), 5),
    (pad16(".xywx"), 5),
    (pad16(".yywx"), 5),
    (pad16(".xzwx"), 5),
    (pad16(".yzwx"), 5),
    (pad16(".xwwx"), 5),
    (pad16(".ywwx"), 5),
    (pad16(".xxxy"), 5),
    (pad16(".yxxy"), 5),
    (pad16(".xyxy"), 5),
    (pad16(".yyxy"), 5),
    (pad16(".xzxy"), 5),
    (pad16(".yzxy"), 5),
    (pad16(".xwxy"), 5),
    (pad16(".ywxy"), 5),
    (pad16(".xxyy"), 5),
    (pad16(".yxyy"), 5),
    (pad16(".xyyy"), 5),
    (pad16(".yyyy"), 5),
    (pad16(".xzyy"), 5),
    (pad16(".yzyy"), 5),
    (pad16(".xwyy"), 5),
    (pad16(".ywyy"), 5),
    (pad16(".xxzy"), 5),
    (pad16(".yxzy"), 5),
    (pad16(".xyzy"), 5),
    (pad16(".yyzy"), 5),
    (pad16(".xzzy"), 5),
    (pad16(".yzzy"), 5),
    (pad16(".xwzy"), 5),
    (pad16(".ywzy"), 5),
    (pad16(".xxwy"), 5),
    (pad16(".yxwy"), 5),
    (pad16(".xywy"), 5),
    (pad16(".yywy"), 5),
    (pad16(".xzwy"), 5),
    (pad16(".yzwy"), 5),
    (pad16(".xwwy"), 5),
    (pad16(".ywwy"), 5),
    (pad16(".xxxz"), 5),
    (pad16(".yxxz"), 5),
    (pad16(".xyxz"), 5),
    (pad16(".yyxz"), 5),
    (pad16(".xzxz"), 5),
    (pad16(".yzxz"), 5),
    (pad16(".xwxz"), 5),
    (pad16(".ywxz"), 5),
    (pad16(".xxyz"), 5),
    (pad16(".yxyz"), 5),
    (pad16(".xyyz"), 5),
    (pad16(".yyyz"), 5),
    (pad16(".xzyz"), 5),
    (pad16(".yzyz"), 5),
    (pad16(".xwyz"), 5),
    (pad16(".ywyz"), 5),
    (pad16(".xxzz"), 5),
    (pad16(".yxzz"), 5),
    (pad16(".xyzz"), 5),
    (pad16(".yyzz"), 5),
    (pad16(".xzzz"), 5),
    (pad16(".yzzz"), 5),
    (pad16(".xwzz"), 5),
    (pad16(".ywzz"), 5),
    (pad16(".xxwz"), 5),
    (pad16(".yxwz"), 5),
    (pad16(".xywz"), 5),
    (pad16(".yywz"), 5),
    (pad16(".xzwz"), 5),
    (pad16(".yzwz"), 5),
    (pad16(".xwwz"), 5),
    (pad16(".ywwz"), 5),
    (pad16(".xxxw"), 5),
    (pad16(".yxxw"), 5),
    (pad16(".xyxw"), 5),
    (pad16(".yyxw"), 5),
    (pad16(".xzxw"), 5),
    (pad16(".yzxw"), 5),
    (pad16(".xwxw"), 5),
    (pad16(".ywxw"), 5),
    (pad16(".xxyw"), 5),
    (pad16(".yxyw"), 5),
    (pad16(".xyyw"), 5),
    (pad16(".yyyw"), 5),
    (pad16(".xzyw"), 5),
    (pad16(".yzyw"), 5),
    (pad16(".xwyw"), 5),
    (pad16(".ywyw"), 5),
    (pad16(".xxzw"), 5),
    (pad16(".yxzw"), 5),
    (pad16(".xyzw"), 5),
    (pad16(".yyzw"), 5),
    (pad16(".xzzw"), 5),
    (pad16(".yzzw"), 5),
    (pad16(".xwzw"), 5),
    (pad16(".ywzw"), 5),
    (pad16(".xxww"), 5),
    (pad16(".yxww"), 5),
    (pad16(".xyww"), 5),
    (pad16(".yyww"), 5),
    (pad16(".xzww"), 5),
    (pad16(".yzww"), 5),
    (pad16(".xwww"), 5),
    (pad16(".ywww"), 5),
    (pad16(".zxxx"), 5),
    (pad16(".wxxx"), 5),
    (pad16(".zyxx"), 5),
    (pad16(".wyxx"), 5),
    (pad16(".zzxx"), 5),
    (pad16(".wzxx"), 5),
    (pad16(".zwxx"), 5),
    (pad16(".wwxx"), 5),
    (pad16(".zxyx"), 5),
    (pad16(".wxyx"), 5),
    (pad16(".zyyx"), 5),
    (pad16(".wyyx"), 5),
    (pad16(".zzyx"), 5),
    (pad16(".wzyx"), 5),
    (pad16(".zwyx"), 5),
    (pad16(".wwyx"), 5),
    (pad16(".zxzx"), 5),
    (pad16(".wxzx"), 5),
    (pad16(".zyzx"), 5),
    (pad16(".wyzx"), 5),
    (pad16(".zzzx"), 5),
    (pad16(".wzzx"), 5),
    (pad16(".zwzx"), 5),
    (pad16(".wwzx"), 5),
    (pad16(".zxwx"), 5),
    (pad16(".wxwx"), 5),
    (pad16(".zywx"), 5),
    (pad16(".wywx"), 5),
    (pad16(".zzwx"), 5),
    (pad16(".wzwx"), 5),
    (pad16(".zwwx"), 5),
    (pad16(".wwwx"), 5),
    (pad16(".zxxy"), 5),
    (pad16(".wxxy"), 5),
    (pad16(".zyxy"), 5),
    (pad16(".wyxy"), 5),
    (pad16(".zzxy"), 5),
    (pad16(".wzxy"), 5),
    (pad16(".zwxy"), 5),
    (pad16(".wwxy"), 5),
    (pad16(".zxyy"), 5),
    (pad16(".wxyy"), 5),
    (pad16(".zyyy"), 5),
    (pad16(".wyyy"), 5),
    (pad16(".zzyy"), 5),
    (pad16(".wzyy"), 5),
    (pad16(".zwyy"), 5),
    (pad16(".wwyy"), 5),
    (pad16(".zxzy"), 5),
    (pad16(".wxzy"), 5),
    (pad16(".zyzy"), 5),
    (pad16(".wyzy"), 5),
    (pad16(".zzzy"), 5),
    (pad16(".wzzy"), 5),
    (pad16(".zwzy"), 5),
    (pad16(".wwzy"), 5),
    (pad16(".zxwy"), 5),
    (pad16(".wxwy"), 5),
    (pad16(".zywy"), 5),
    (pad16(".wywy"), 5),
    (pad16(".zzwy"), 5),
    (pad16(".wzwy"), 5),
    (pad16(".zwwy"), 5),
    (pad16(".wwwy"), 5),
    (pad16(".zxxz"), 5),
    (pad16(".wxxz"), 5),
    (pad16(".zyxz"), 5),
    (pad16(".wyxz"), 5),
    (pad16(".zzxz"), 5),
    (pad16(".wzxz"), 5),
    (pad16(".zwxz"), 5),
    (pad16(".wwxz"), 5),
    (pad16(".zxyz"), 5),
    (pad16(".wxyz"), 5),
    (pad16(".zyyz"), 5),
    (pad16(".wyyz"), 5),
    (pad16(".zzyz"), 5),
    (pad16(".wzyz"), 5),
    (pad16(".zwyz"), 5),
    (pad16(".wwyz"), 5),
    (pad16(".zxzz"), 5),
    (pad16(".wxzz"), 5),
    (pad16(".zyzz"), 5),
    (pad16(".wyzz"), 5),
    (pad16(".zzzz"), 5),
    (pad16(".wzzz"), 5),
    (pad16(".zwzz"), 5),
    (pad16(".wwzz"), 5),
    (pad16(".zxwz"), 5),
    (pad16(".wxwz"), 5),
    (pad16(".zywz"), 5),
    (pad16(".wywz"), 5),
    (pad16(".zzwz"), 5),
    (pad16(".wzwz"), 5),
    (pad16(".zwwz"), 5),
    (pad16(".wwwz"), 5),
    (pad16(".zxxw"), 5),
    (pad16(".wxxw"), 5),
    (pad16(".zyxw"), 5),
    (pad16(".wyxw"), 5),
    (pad16(".zzxw"), 5),
    (pad16(".wzxw"), 5),
    (pad16(".zwxw"), 5),
    (pad16(".wwxw"), 5),
    (pad16(".zxyw"), 5),
    (pad16(".wxyw"), 5),
    (pad16(".zyyw"), 5),
    (pad16(".wyyw"), 5),
    (pad16(".zzyw"), 5),
    (pad16(".wzyw"), 5),
    (pad16(".zwyw"), 5),
    (pad16(".wwyw"), 5),
    (pad16(".zxzw"), 5),
    (pad16(".wxzw"), 5),
    (pad16(".zyzw"), 5),
    (pad16(".wyzw"), 5),
    (pad16(".zzzw"), 5),
    (pad16(".wzzw"), 5),
    (pad16(".zwzw"), 5),
    (pad16(".wwzw"), 5),
    (pad16(".zxww"), 5),
    (pad16(".wxww"), 5),
    (pad16(".zyww"), 5),
    (pad16(".wyww"), 5),
    (pad16(".zzww"), 5),
    (pad16(".wzww"), 5),
    (pad16(".zwww"), 5),
    (pad16(".wwww"), 5),
    (pad16(".xxxx"), 5),
    (pad16(".yxxx"), 5),
    (pad16(".xyxx"), 5),
    (pad16(".yyxx"), 5),
    (pad16(".xzxx"), 5),
    (pad16(".yzxx"), 5),
    (pad16(".xwxx"), 5),
    (pad16(".ywxx"), 5),
    (pad16(".xxyx"), 5),
    (pad16(".yxyx"), 5),
    (pad16(".xyyx"), 5),
    (pad16(".yyyx"), 5),
    (pad16(".xzyx"), 5),
    (pad16(".yzyx"), 5),
    (pad16(".xwyx"), 5),
    (pad16(".ywyx"), 5),
    (pad16(".xxzx"), 5),
    (pad16(".yxzx"), 5),
    (pad16(".xyzx"), 5),
    (pad16(".yyzx"), 5),
    (pad16(".xzzx"), 5),
    (pad16(".yzzx"), 5),
    (pad16(".xwzx"), 5),
    (pad16(".ywzx"), 5),
    (pad16(".xxwx"), 5),
    (pad16(".yxwx"), 5),
    (pad16(".xywx"), 5),
    (pad16(".yywx"), 5),
    (pad16(".xzwx"), 5),
    (pad16(".yzwx"), 5),
    (pad16(".xwwx"), 5),
    (pad16(".ywwx"), 5),
    (pad16(".xxxy"), 5),
    (pad16(".yxxy"), 5),
    (pad16(".xyxy"), 5),
    (pad16(".yyxy"), 5),
    (pad16(".xzxy"), 5),
    (pad16(".yzxy"), 5),
    (pad16(".xwxy"), 5),
    (pad16(".ywxy"), 5),
    (pad16(".xxyy"), 5),
    (pad16(".yxyy"), 5),
    (pad16(".xyyy"), 5),
    (pad16(".yyyy"), 5),
    (pad16(".xzyy"), 5),
    (pad16(".yzyy"), 5),
    (pad16(".xwyy"), 5),
    (pad16(".ywyy"), 5),
    (pad16(".xxzy"), 5),
    (pad16(".yxzy"), 5),
    (pad16(".xyzy"), 5),
    (pad16(".yyzy"), 5),
    (pad16(".xzzy"), 5),
    (pad16(".yzzy"), 5),
    (pad16(".xwzy"), 5),
    (pad16(".ywzy"), 5),
    (pad16(".xxwy"), 5),
    (pad16(".yxwy"), 5),
    (pad16(".xywy"), 5),
    (pad16(".yywy"), 5),
    (pad16(".xzwy"), 5),
    (pad16(".yzwy"), 5),
    (pad16(".xwwy"), 5),
    (pad16(".ywwy"), 5),
    (pad16(".xxxz"), 5),
    (pad16(".yxxz"), 5),
    (pad16(".xyxz"), 5),
    (pad16(".yyxz"), 5),
    (pad16(".xzxz"), 5),
    (pad16(".yzxz"), 5),
    (pad16(".xwxz"), 5),
    (pad16(".ywxz"), 5),
    (pad16(".xxyz"), 5),
    (pad16(".yxyz"), 5),
    (pad16(".xyyz"), 5),
    (pad16(".yyyz"), 5),
    (pad16(".xzyz"), 5),
    (pad16(".yzyz"), 5),
    (pad16(".xwyz"), 5),
    (pad16(".ywyz"), 5),
    (pad16(".xxzz"), 5),
    (pad16(".yxzz"), 5),
    (pad16(".xyzz"), 5),
    (pad16(".yyzz"), 5),
    (pad16(".xzzz"), 5),
    (pad16(".yzzz"), 5),
    (pad16(".xwzz"), 5),
    (pad16(".ywzz"), 5),
    (pad16(".xxwz"), 5),
    (pad16(".yxwz"), 5),
    (pad16(".xywz"), 5),
    (pad16(".yywz"), 5),
    (pad16(".xzwz"), 5),
    (pad16(".yzwz"), 5),
    (pad16(".xwwz"), 5),
    (pad16(".ywwz"), 5),
    (pad16(".xxxw"), 5),
    (pad16(".yxxw"), 5),
    (pad16(".xyxw"), 5),
    (pad16(".yyxw"), 5),
    (pad16(".xzxw"), 5),
    (pad16(".yzxw"), 5),
    (pad16(".xwxw"), 5),
    (pad16(".ywxw"), 5),
    (pad16(".xxyw"), 5),
    (pad16(".yxyw"), 5),
    (pad16(".xyyw"), 5),
    (pad16(".yyyw"), 5),
    (pad16(".xzyw"), 5),
    (pad16(".yzyw"), 5),
    (pad16(".xwyw"), 5),
    (pad16(".ywyw"), 5),
    (pad16(".xxzw"), 5),
    (pad16(".yxzw"), 5),
    (pad16(".xyzw"), 5),
    (pad16(".yyzw"), 5),
    (pad16(".xzzw"), 5),
    (pad16(".yzzw"), 5),
    (pad16(".xwzw"), 5),
    (pad16(".ywzw"), 5),
    (pad16(".xxww"), 5),
    (pad16(".yxww"), 5),
    (pad16(".xyww"), 5),
    (pad16(".yyww"), 5),
    (pad16(".xzww"), 5),
    (pad16(".yzww"), 5),
    (pad16(".xwww"), 5),
    (pad16(".ywww"), 5),
    (pad16(".zxxx"), 5),
    (pad16(".wxxx"), 5),
    (pad16(".zyxx"), 5),
    (pad16(".wyxx"), 5),
    (pad16(".zzxx"), 5),
    (pad16(".wzxx"), 5),
    (pad16(".zwxx"), 5),
    (pad16(".wwxx"), 5),
    (pad16(".zxyx"), 5),
    (pad16(".wxyx"), 5),
    (pad16(".zyyx"), 5),
    (pad16(".wyyx"), 5),
    (pad16(".zzyx"), 5),
    (pad16(".wzyx"), 5),
    (pad16(".zwyx"), 5),
    (pad16(".wwyx"), 5),
    (pad16(".zxzx"), 5),
    (pad16(".wxzx"), 5),
    (pad16(".zyzx"), 5),
    (pad16(".wyzx"), 5),
    (pad16(".zzzx"), 5),
    (pad16(".wzzx"), 5),
    (pad16(".zwzx"), 5),
    (pad16(".wwzx"), 5),
    (pad16(".zxwx"), 5),
    (pad16(".wxwx"), 5),
    (pad16(".zywx"), 5),
    (pad16(".wywx"), 5),
    (pad16(".zzwx"), 5),
    (pad16(".wzwx"), 5),
    (pad16(".zwwx"), 5),
    (pad16(".wwwx"), 5),
    (pad16(".zxxy"), 5),
    (pad16(".wxxy"), 5),
    (pad16(".zyxy"), 5),
    (pad16(".wyxy"), 5),
    (pad16(".zzxy"), 5),
    (pad16(".wzxy"), 5),
    (pad16(".zwxy"), 5),
    (pad16(".wwxy"), 5),
    (pad16(".zxyy"), 5),
    (pad16(".wxyy"), 5),
    (pad16(".zyyy"), 5),
    (pad16(".wyyy"), 5),
    (pad16(".zzyy"), 5),
    (pad16(".wzyy"), 5),
    (pad16(".zwyy"), 5),
    (pad16(".wwyy"), 5),
    (pad16(".zxzy"), 5),
    (pad16(".wxzy"), 5),
    (pad16(".zyzy"), 5),
    (pad16(".wyzy"), 5),
    (pad16(".zzzy"), 5),
    (pad16(".wzzy"), 5),
    (pad16(".zwzy"), 5),
    (pad16(".wwzy"), 5),
    (pad16(".zxwy"), 5),
    (pad16(".wxwy"), 5),
    (pad16(".zywy"), 5),
    (pad16(".wywy"), 5),
    (pad16(".zzwy"), 5),
    (pad16(".wzwy"), 5),
    (pad16(".zwwy"), 5),
    (pad16(".wwwy"), 5),
    (pad16(".zxxz"), 5),
    (pad16(".wxxz"), 5),
    (pad16(".zyxz"), 5),
    (pad16(".wyxz"), 5),
    (pad16(".zzxz"), 5),
    (pad16(".wzxz"), 5),
    (pad16(".zwxz"), 5),
    (pad16(".wwxz"), 5),
    (pad16(".zxyz"), 5),
    (pad16(".wxyz"), 5),
    (pad16(".zyyz"), 5),
    (pad16(".wyyz"), 5),
    (pad16(".zzyz"), 5),
    (pad16(".wzyz"), 5),
    (pad16(".zwyz"), 5),
    (pad16(".wwyz"), 5),
    (pad16(".zxzz"), 5),
    (pad16(".wxzz"), 5),
    (pad16(".zyzz"), 5),
    (pad16(".wyzz"), 5),
    (pad16(".zzzz"), 5),
    (pad16(".wzzz"), 5),
    (pad16(".zwzz"), 5),
    (pad16(".wwzz"), 5),
    (pad16(".zxwz"), 5),
    (pad16(".wxwz"), 5),
    (pad16(".zywz"), 5),
    (pad16(".wywz"), 5),
    (pad16(".zzwz"), 5),
    (pad16(".wzwz"), 5),
    (pad16(".zwwz"), 5),
    (pad16(".wwwz"), 5),
    (pad16(".zxxw"), 5),
    (pad16(".wxxw"), 5),
    (pad16(".zyxw"), 5),
    (pad16(".wyxw"), 5),
    (pad16(".zzxw"), 5),
    (pad16(".wzxw"), 5),
    (pad16(".zwxw"), 5),
    (pad16(".wwxw"), 5),
    (pad16(".zxyw"), 5),
    (pad16(".wxyw"), 5),
    (pad16(".zyyw"), 5),
    (pad16(".wyyw"), 5),
    (pad16(".zzyw"), 5),
    (pad16(".wzyw"), 5),
    (pad16(".zwyw"), 5),
    (pad16(".wwyw"), 5),
    (pad16(".zxzw"), 5),
    (pad16(".wxzw"), 5),
    (pad16(".zyzw"), 5),
    (pad16(".wyzw"), 5),
    (pad16(".zzzw"), 5),
    (pad16(".wzzw"), 5),
    (pad16(".zwzw"), 5),
    (pad16(".wwzw"), 5),
    (pad16(".zxww"), 5),
    (pad16(".wxww"), 5),
    (pad16(".zyww"), 5),
    (pad16(".wyww"), 5),
    (pad16(".zzww"), 5),
    (pad16(".wzww"), 5),
    (pad16(".zwww"), 5),
    (pad16(".wwww"), 5),
    (pad16(".xxxx"), 5),
    (pad16(".yxxx"), 5),
    (pad16(".xyxx"), 5),
    (pad16(".yyxx"), 5),
    (pad16(".xzxx"), 5),
    (pad16(".yzxx"), 5),
    (pad16(".xwxx"), 5),
    (pad16(".ywxx"), 5),
    (pad16(".xxyx"), 5),
    (pad16(".yxyx"), 5),
    (pad16(".xyyx"), 5),
    (pad16(".yyyx"), 5),
    (pad16(".xzyx"), 5),
    (pad16(".yzyx"), 5),
    (pad16(".xwyx"), 5),
    (pad16(".ywyx"), 5),
    (pad16(".xxzx"), 5),
    (pad16(".yxzx"), 5),
    (pad16(".xyzx"), 5),
    (pad16(".yyzx"), 5),
    (pad16(".xzzx"), 5),
    (pad16(".yzzx"), 5),
    (pad16(".xwzx"), 5),
    (pad16(".ywzx"), 5),
    (pad16(".xxwx"), 5),
    (pad16(".yxwx"), 5),
    (pad16(".xywx"), 5),
    (pad16(".yywx"), 5),
    (pad16(".xzwx"), 5),
    (pad16(".yzwx"), 5),
    (pad16(".xwwx"), 5),
    (pad16(".ywwx"), 5),
    (pad16(".xxxy"), 5),
    (pad16(".yxxy"), 5),
    (pad16(".xyxy"), 5),
    (pad16(".yyxy"), 5),
    (pad16(".xzxy"), 5),
    (pad16(".yzxy"), 5),
    (pad16(".xwxy"), 5),
    (pad16(".ywxy"), 5),
    (pad16(".xxyy"), 5),
    (pad16(".yxyy"), 5),
    (pad16(".xyyy"), 5),
    (pad16(".yyyy"), 5),
    (pad16(".xzyy"), 5),
    (pad16(".yzyy"), 5),
    (pad16(".xwyy"), 5),
    (pad16(".ywyy"), 5),
    (pad16(".xxzy"), 5),
    (pad16(".yxzy"), 5),
    (pad16(".xyzy"), 5),
    (pad16(".yyzy"), 5),
    (pad16(".xzzy"), 5),
    (pad16(".yzzy"), 5),
    (pad16(".xwzy"), 5),
    (pad16(".ywzy"), 5),
    (pad16(".xxwy"), 5),
    (pad16(".yxwy"), 5),
    (pad16(".xywy"), 5),
    (pad16(".yywy"), 5),
    (pad16(".xzwy"), 5),
    (pad16(".yzwy"), 5),
    (pad16(".xwwy"), 5),
    (pad16(".ywwy"), 5),
    (pad16(".xxxz"), 5),
    (pad16(".yxxz"), 5),
    (pad16(".xyxz"), 5),
    (pad16(".yyxz"), 5),
    (pad16(".xzxz"), 5),
    (pad16(".yzxz"), 5),
    (pad16(".xwxz"), 5),
    (pad16(".ywxz"), 5),
    (pad16(".xxyz"), 5),
    (pad16(".yxyz"), 5),
    (pad16(".xyyz"), 5),
    (pad16(".yyyz"), 5),
    (pad16(".xzyz"), 5),
    (pad16(".yzyz"), 5),
    (pad16(".xwyz"), 5),
    (pad16(".ywyz"), 5),
    (pad16(".xxzz"), 5),
    (pad16(".yxzz"), 5),
    (pad16(".xyzz"), 5),
    (pad16(".yyzz"), 5),
    (pad16(".xzzz"), 5),
    (pad16(".yzzz"), 5),
    (pad16(".xwzz"), 5),
    (pad16(".ywzz"), 5),
    (pad16(".xxwz"), 5),
    (pad16(".yxwz"), 5),
    (pad16(".xywz"), 5),
    (pad16(".yywz"), 5),
    (pad16(".xzwz"), 5),
    (pad16(".yzwz"), 5),
    (pad16(".xwwz"), 5),
    (pad16(".ywwz"), 5),
    (pad16(".xxxw"), 5),
    (pad16(".yxxw"), 5),
    (pad16(".xyxw"), 5),
    (pad16(".yyxw"), 5),
    (pad16(".xzxw"), 5),
    (pad16(".yzxw"), 5),
    (pad16(".xwxw"), 5),
    (pad16(".ywxw"), 5),
    (pad16(".xxyw"), 5),
    (pad16(".yxyw"), 5),
    (pad16(".xyyw"), 5),
    (pad16(".yyyw"), 5),
    (pad16(".xzyw"), 5),
    (pad16(".yzyw"), 5),
    (pad16(".xwyw"), 5),
    (pad16(".ywyw"), 5),
    (pad16(".xxzw"), 5),
    (pad16(".yxzw"), 5),
    (pad16(".xyzw"), 5),
    (pad16(".yyzw"), 5),
    (pad16(".xzzw"), 5),
    (pad16(".yzzw"), 5),
    (pad16(".xwzw"), 5),
    (pad16(".ywzw"), 5),
    (pad16(".xxww"), 5),
    (pad16(".yxww"), 5),
    (pad16(".xyww"), 5),
    (pad16(".yyww"), 5),
    (pad16(".xzww"), 5),
    (pad16(".yzww"), 5),
    (pad16(".xwww"), 5),
    (pad16(".ywww"), 5),
    (pad16(".zxxx"), 5),
    (pad16(".wxxx"), 5),
    (pad16(".zyxx"), 5),
    (pad16(".wyxx"), 5),
    (pad16(".zzxx"), 5),
    (pad16(".wzxx"), 5),
    (pad16(".zwxx"), 5),
    (pad16(".wwxx"), 5),
    (pad16(".zxyx"), 5),
    (pad16(".wxyx"), 5),
    (pad16(".zyyx"), 5),
    (pad16(".wyyx"), 5),
    (pad16(".zzyx"), 5),
    (pad16(".wzyx"), 5),
    (pad16(".zwyx"), 5),
    (pad16(".wwyx"), 5),
    (pad16(".zxzx"), 5),
    (pad16(".wxzx"), 5),
    (pad16(".zyzx"), 5),
    (pad16(".wyzx"), 5),
    (pad16(".zzzx"), 5),
    (pad16(".wzzx"), 5),
    (pad16(".zwzx"), 5),
    (pad16(".wwzx"), 5),
    (pad16(".zxwx"), 5),
    (pad16(".wxwx"), 5),
    (pad16(".zywx"), 5),
    (pad16(".wywx"), 5),
    (pad16(".zzwx"), 5),
    (pad16(".wzwx"), 5),
    (pad16(".zwwx"), 5),
    (pad16(".wwwx"), 5),
    (pad16(".zxxy"), 5),
    (pad16(".wxxy"), 5),
    (pad16(".zyxy"), 5),
    (pad16(".wyxy"), 5),
    (pad16(".zzxy"), 5),
    (pad16(".wzxy"), 5),
    (pad16(".zwxy"), 5),
    (pad16(".wwxy"), 5),
    (pad16(".zxyy"), 5),
    (pad16(".wxyy"), 5),
    (pad16(".zyyy"), 5),
    (pad16(".wyyy"), 5),
    (pad16(".zzyy"), 5),
    (pad16(".wzyy"), 5),
    (pad16(".zwyy"), 5),
    (pad16(".wwyy"), 5),
    (pad16(".zxzy"), 5),
    (pad16(".wxzy"), 5),
    (pad16(".zyzy"), 5),
    (pad16(".wyzy"), 5),
    (pad16(".zzzy"), 5),
    (pad16(".wzzy"), 5),
    (pad16(".zwzy"), 5),
    (pad16(".wwzy"), 5),
    (pad16(".zxwy"), 5),
    (pad16(".wxwy"), 5),
    (pad16(".zywy"), 5),
    (pad16(".wywy"), 5),
    (pad16(".zzwy"), 5),
    (pad16(".wzwy"), 5),
    (pad16(".zwwy"), 5),
    (pad16(".wwwy"), 5),
    (pad16(".zxxz"), 5),
    (pad16(".wxxz"), 5),
    (pad16(".zyxz"), 5),
    (pad16(".wyxz"), 5),
    (pad16(".zzxz"), 5),
    (pad16(".wzxz"), 5),
    (pad16(".zwxz"), 5),
    (pad16(".wwxz"), 5),
    (pad16(".zxyz"), 5),
    (pad16(".wxyz"), 5),
    (pad16(".zyyz"), 5),
    (pad16(".wyyz"), 5),
    (pad16(".zzyz"), 5),
    (pad16(".wzyz"), 5),
    (pad16(".zwyz"), 5),
    (pad16(".wwyz"), 5),
    (pad16(".zxzz"), 5),
    (pad16(".wxzz"), 5),
    (pad16(".zyzz"), 5),
    (pad16(".wyzz"), 5),
    (pad16(".zzzz"), 5),
    (pad16(".wzzz"), 5),
    (pad16(".zwzz"), 5),
    (pad16(".wwzz"), 5),
    (pad16(".zxwz"), 5),
    (pad16(".wxwz"), 5),
    (pad16(".zywz"), 5),
    (pad16(".wywz"), 5),
    (pad16(".zzwz"), 5),
    (pad16(".wzwz"), 5),
    (pad16(".zwwz"), 5),
    (pad16(".wwwz"), 5),
    (pad16(".zxxw"), 5),
    (pad16(".wxxw"), 5),
    (pad16(".zyxw"), 5),
    (pad16(".wyxw"), 5),
    (pad16(".zzxw"), 5),
    (pad16(".wzxw"), 5),
    (pad16(".zwxw"), 5),
    (pad16(".wwxw"), 5),
    (pad16(".zxyw"), 5),
    (pad16(".wxyw"), 5),
    (pad16(".zyyw"), 5),
    (pad16(".wyyw"), 5),
    (pad16(".zzyw"), 5),
    (pad16(".wzyw"), 5),
    (pad16(".zwyw"), 5),
    (pad16(".wwyw"), 5),
    (pad16(".zxzw"), 5),
    (pad16(".wxzw"), 5),
    (pad16(".zyzw"), 5),
    (pad16(".wyzw"), 5),
    (pad16(".zzzw"), 5),
    (pad16(".wzzw"), 5),
    (pad16(".zwzw"), 5),
    (pad16(".wwzw"), 5),
    (pad16(".zxww"), 5),
    (pad16(".wxww"), 5),
    (pad16(".zyww"), 5),
    (pad16(".wyww"), 5),
    (pad16(".zzww"), 5),
    (pad16(".wzww"), 5),
    (pad16(".zwww"), 5),
    (pad16(".wwww"), 5),
    (pad16(".xxxx"), 5),
    (pad16(".yxxx"), 5),
    (pad16(".xyxx"), 5),
    (pad16(".yyxx"), 5),
    (pad16(".xzxx"), 5),
    (pad16(".yzxx"), 5),
    (pad16(".xwxx"), 5),
    (pad16(".ywxx"), 5),
    (pad16(".xxyx"), 5),
    (pad16(".yxyx"), 5),
    (pad16(".xyyx"), 5),
    (pad16(".yyyx"), 5),
    (pad16(".xzyx"), 5),
    (pad16(".yzyx"), 5),
    (pad16(".xwyx"), 5),
    (pad16(".ywyx"), 5),
    (pad16(".xxzx"), 5),
    (pad16(".yxzx"), 5),
    (pad16(".xyzx"), 5),
    (pad16(".yyzx"), 5),
    (pad16(".xzzx"), 5),
    (pad16(".yzzx"), 5),
    (pad16(".xwzx"), 5),
    (pad16(".ywzx"), 5),
    (pad16(".xxwx"), 5),
    (pad16(".yxwx"), 5),
    (pad16(".xywx"), 5),
    (pad16(".yywx"), 5),
    (pad16(".xzwx"), 5),
    (pad16(".yzwx"), 5),
    (pad16(".xwwx"), 5),
    (pad16(".ywwx"), 5),
    (pad16(".xxxy"), 5),
    (pad16(".yxxy"), 5),
    (pad16(".xyxy"), 5),
    (pad16(".yyxy"), 5),
    (pad16(".xzxy"), 5),
    (pad16(".yzxy"), 5),
    (pad16(".xwxy"), 5),
    (pad16(".ywxy"), 5),
    (pad16(".xxyy"), 5),
    (pad16(".yxyy"), 5),
    (pad16(".xyyy"), 5),
    (pad16(".yyyy"), 5),
    (pad16(".xzyy"), 5),
    (pad16(".yzyy"), 5),
    (pad16(".xwyy"), 5),
    (pad16(".ywyy"), 5),
    (pad16(".xxzy"), 5),
    (pad16(".yxzy"), 5),
    (pad16(".xyzy"), 5),
    (pad16(".yyzy"), 5),
    (pad16(".xzzy"), 5),
    (pad16(".yzzy"), 5),
    (pad16(".xwzy"), 5),
    (pad16(".ywzy"), 5),
    (pad16(".xxwy"), 5),
    (pad16(".yxwy"), 5),
    (pad16(".xywy"), 5),
    (pad16(".yywy"), 5),
    (pad16(".xzwy"), 5),
    (pad16(".yzwy"), 5),
    (pad16(".xwwy"), 5),
    (pad16(".ywwy"), 5),
    (pad16(".xxxz"), 5),
    (pad16(".yxxz"), 5),
    (pad16(".xyxz"), 5),
    (pad16(".yyxz"), 5),
    (pad16(".xzxz"), 5),
    (pad16(".yzxz"), 5),
    (pad16(".xwxz"), 5),
    (pad16(".ywxz"), 5),
    (pad16(".xxyz"), 5),
    (pad16(".yxyz"), 5),
    (pad16(".xyyz"), 5),
    (pad16(".yyyz"), 5),
    (pad16(".xzyz"), 5),
    (pad16(".yzyz"), 5),
    (pad16(".xwyz"), 5),
    (pad16(".ywyz"), 5),
    (pad16(".xxzz"), 5),
    (pad16(".yxzz"), 5),
    (pad16(".xyzz"), 5),
    (pad16(".yyzz"), 5),
    (pad16(".xzzz"), 5),
    (pad16(".yzzz"), 5),
    (pad16(".xwzz"), 5),
    (pad16(".ywzz"), 5),
    (pad16(".xxwz"), 5),
    (pad16(".yxwz"), 5),
    (pad16(".xywz"), 5),
    (pad16(".yywz"), 5),
    (pad16(".xzwz"), 5),
    (pad16(".yzwz"), 5),
    (pad16(".xwwz"), 5),
    (pad16(".ywwz"), 5),
    (pad16(".xxxw"), 5),
    (pad16(".yxxw"), 5),
    (pad16(".xyxw"), 5),
    (pad16(".yyxw"), 5),
    (pad16(".xzxw"), 5),
    (pad16(".yzxw"), 5),
    (pad16(".xwxw"), 5),
    (pad16(".ywxw"), 5),
    (pad16(".xxyw"), 5),
    (pad16(".yxyw"), 5),
    (pad16(".xyyw"), 5),
    (pad16(".yyyw"), 5),
    (pad16(".xzyw"), 5),
    (pad16(".yzyw"), 5),
    (pad16(".xwyw"), 5),
    (pad16(".ywyw"), 5),
    (pad16(".xxzw"), 5),
    (pad16(".yxzw"), 5),
    (pad16(".xyzw"), 5),
    (pad16(".yyzw"), 5),
    (pad16(".xzzw"), 5),
    (pad16(".yzzw"), 5),
    (pad16(".xwzw"), 5),
    (pad16(".ywzw"), 5),
    (pad16(".xxww"), 5),
    (pad16(".yxww"), 5),
    (pad16(".xyww"), 5),
    (pad16(".yyww"), 5),
    (pad16(".xzww"), 5),
    (pad16(".yzww"), 5),
    (pad16(".xwww"), 5),
    (pad16(".ywww"), 5),
    (pad16(".zxxx"), 5),
    (pad16(".wxxx"), 5),
    (pad16(".zyxx"), 5),
    (pad16(".wyxx"), 5),
    (pad16(".zzxx"), 5),
    (pad16(".wzxx"), 5),
    (pad16(".zwxx"), 5),
    (pad16(".wwxx"), 5),
    (pad16(".zxyx"), 5),
    (pad16(".wxyx"), 5),
    (pad16(".zyyx"), 5),
    (pad16(".wyyx"), 5),
    (pad16(".zzyx"), 5),
    (pad16(".wzyx"), 5),
    (pad16(".zwyx"), 5),
    (pad16(".wwyx"), 5),
    (pad16(".zxzx"), 5),
    (pad16(".wxzx"), 5),
    (pad16(".zyzx"), 5),
    (pad16(".wyzx"), 5),
    (pad16(".zzzx"), 5),
    (pad16(".wzzx"), 5),
    (pad16(".zwzx"), 5),
    (pad16(".wwzx"), 5),
    (pad16(".zxwx"), 5),
    (pad16(".wxwx"), 5),
    (pad16(".zywx"), 5),
    (pad16(".wywx"), 5),
    (pad16(".zzwx"), 5),
    (pad16(".wzwx"), 5),
    (pad16(".zwwx"), 5),
    (pad16(".wwwx"), 5),
    (pad16(".zxxy"), 5),
    (pad16(".wxxy"), 5),
    (pad16(".zyxy"), 5),
    (pad16(".wyxy"), 5),
    (pad16(".zzxy"), 5),
    (pad16(".wzxy"), 5),
    (pad16(".zwxy"), 5),
    (pad16(".wwxy"), 5),
    (pad16(".zxyy"), 5),
    (pad16(".wxyy"), 5),
    (pad16(".zyyy"), 5),
    (pad16(".wyyy"), 5),
    (pad16(".zzyy"), 5),
    (pad16(".wzyy"), 5),
    (pad16(".zwyy"), 5),
    (pad16(".wwyy"), 5),
    (pad16(".zxzy"), 5),
    (pad16(".wxzy"), 5),
    (pad16(".zyzy"), 5),
    (pad16(".wyzy"), 5),
    (pad16(".zzzy"), 5),
    (pad16(".wzzy"), 5),
    (pad16(".zwzy"), 5),
    (pad16(".wwzy"), 5),
    (pad16(".zxwy"), 5),
    (pad16(".wxwy"), 5),
    (pad16(".zywy"), 5),
    (pad16(".wywy"), 5),
    (pad16(".zzwy"), 5),
    (pad16(".wzwy"), 5),
    (pad16(".zwwy"), 5),
    (pad16(".wwwy"), 5),
    (pad16(".zxxz"), 5),
    (pad16(".wxxz"), 5),
    (pad16(".zyxz"), 5),
    (pad16(".wyxz"), 5),
    (pad16(".zzxz"), 5),
    (pad16(".wzxz"), 5),
    (pad16(".zwxz"), 5),
    (pad16(".wwxz"), 5),
    (pad16(".zxyz"), 5),
    (pad16(".wxyz"), 5),
    (pad16(".zyyz"), 5),
    (pad16(".wyyz"), 5),
    (pad16(".zzyz"), 5),
    (pad16(".wzyz"), 5),
    (pad16(".zwyz"), 5),
    (pad16(".wwyz"), 5),
    (pad16(".zxzz"), 5),
    (pad16(".wxzz"), 5),
    (pad16(".zyzz"), 5),
    (pad16(".wyzz"), 5),
    (pad16(".zzzz"), 5),
    (pad16(".wzzz"), 5),
    (pad16(".zwzz"), 5),
    (pad16(".wwzz"), 5),
    (pad16(".zxwz"), 5),
    (pad16(".wxwz"), 5),
    (pad16(".zywz"), 5),
    (pad16(".wywz"), 5),
    (pad16(".zzwz"), 5),
    (pad16(".wzwz"), 5),
    (pad16(".zwwz"), 5),
    (pad16(".wwwz"), 5),
    (pad16(".zxxw"), 5),
    (pad16(".wxxw"), 5),
    (pad16(".zyxw"), 5),
    (pad16(".wyxw"), 5),
    (pad16(".zzxw"), 5),
    (pad16(".wzxw"), 5),
    (pad16(".zwxw"), 5),
    (pad16(".wwxw"), 5),
    (pad16(".zxyw"), 5),
    (pad16(".wxyw"), 5),
    (pad16(".zyyw"), 5),
    (pad16(".wyyw"), 5),
    (pad16(".zzyw"), 5),
    (pad16(".wzyw"), 5),
    (pad16(".zwyw"), 5),
    (pad16(".wwyw"), 5),
    (pad16(".zxzw"), 5),
    (pad16(".wxzw"), 5),
    (pad16(".zyzw"), 5),
    (pad16(".wyzw"), 5),
    (pad16(".zzzw"), 5),
    (pad16(".wzzw"), 5),
    (pad16(".zwzw"), 5),
    (pad16(".wwzw"), 5),
    (pad16(".zxww"), 5),
    (pad16(".wxww"), 5),
    (pad16(".zyww"), 5),
    (pad16(".wyww"), 5),
    (pad16(".zzww"), 5),
    (pad16(".wzww"), 5),
    (pad16(".zwww"), 5),
    (pad16(".wwww"), 5),
    (pad16(".xxxx"), 5),
    (pad16(".yxxx"), 5),
    (pad16(".xyxx"), 5),
    (pad16(".yyxx"), 5),
    (pad16(".xzxx"), 5),
    (pad16(".yzxx"), 5),
    (pad16(".xwxx"), 5),
    (pad16(".ywxx"), 5),
    (pad16(".xxyx"), 5),
    (pad16(".yxyx"), 5),
    (pad16(".xyyx"), 5),
    (pad16(".yyyx"), 5),
    (pad16(".xzyx"), 5),
    (pad16(".yzyx"), 5),
    (pad16(".xwyx"), 5),
    (pad16(".ywyx"), 5),
    (pad16(".xxzx"), 5),
    (pad16(".yxzx"), 5),
    (pad16(".xyzx"), 5),
    (pad16(".yyzx"), 5),
    (pad16(".xzzx"), 5),
    (pad16(".yzzx"), 5),
    (pad16(".xwzx"), 5),
    (pad16(".ywzx"), 5),
    (pad16(".xxwx"), 5),
    (pad16(".yxwx"), 5),
    (pad16(".xywx"), 5),
    (pad16(".yywx"), 5),
    (pad16(".xzwx"), 5),
    (pad16(".yzwx"), 5),
    (pad16(".xwwx"), 5),
    (pad16(".ywwx"), 5),
    (pad16(".xxxy"), 5),
    (pad16(".yxxy"), 5),
    (pad16(".xyxy"), 5),
    (pad16(".yyxy"), 5),
    (pad16(".xzxy"), 5),
    (pad16(".yzxy"), 5),
    (pad16(".xwxy"), 5),
    (pad16(".ywxy"), 5),
    (pad16(".xxyy"), 5),
    (pad16(".yxyy"), 5),
    (pad16(".xyyy"), 5),
    (pad16(".yyyy"), 5),
    (pad16(".xzyy"), 5),
    (pad16(".yzyy"), 5),
    (pad16(".xwyy"), 5),
    (pad16(".ywyy"), 5),
    (pad16(".xxzy"), 5),
    (pad16(".yxzy"), 5),
    (pad16(".xyzy"), 5),
    (pad16(".yyzy"), 5),
    (pad16(".xzzy"), 5),
    (pad16(".yzzy"), 5),
    (pad16(".xwzy"), 5),
    (pad16(".ywzy"), 5),
    (pad16(".xxwy"), 5),
    (pad16(".yxwy"), 5),
    (pad16(".xywy"), 5),
    (pad16(".yywy"), 5),
    (pad16(".xzwy"), 5),
    (pad16(".yzwy"), 5),
    (pad16(".xwwy"), 5),
    (pad16(".ywwy"), 5),
    (pad16(".xxxz"), 5),
    (pad16(".yxxz"), 5),
    (pad16(".xyxz"), 5),
    (pad16(".yyxz"), 5),
    (pad16(".xzxz"), 5),
    (pad16(".yzxz"), 5),
    (pad16(".xwxz"), 5),
    (pad16(".ywxz"), 5),
    (pad16(".xxyz"), 5),
    (pad16(".yxyz"), 5),
    (pad16(".xyyz"), 5),
    (pad16(".yyyz"), 5),
    (pad16(".xzyz"), 5),
    (pad16(".yzyz"), 5),
    (pad16(".xwyz"), 5),
    (pad16(".ywyz"), 5),
    (pad16(".xxzz"), 5),
    (pad16(".yxzz"), 5),
    (pad16(".xyzz"), 5),
    (pad16(".yyzz"), 5),
    (pad16(".xzzz"), 5),
    (pad16(".yzzz"), 5),
    (pad16(".xwzz"), 5),
    (pad16(".ywzz"), 5),
    (pad16(".xxwz"), 5),
    (pad16(".yxwz"), 5),
    (pad16(".xywz"), 5),
    (pad16(".yywz"), 5),
    (pad16(".xzwz"), 5),
    (pad16(".yzwz"), 5),
    (pad16(".xwwz"), 5),
    (pad16(".ywwz"), 5),
    (pad16(".xxxw"), 5),
    (pad16(".yxxw"), 5),
    (pad16(".xyxw"), 5),
    (pad16(".yyxw"), 5),
    (pad16(".xzxw"), 5),
    (pad16(".yzxw"), 5),
    (pad16(".xwxw"), 5),
    (pad16(".ywxw"), 5),
    (pad16(".xxyw"), 5),
    (pad16(".yxyw"), 5),
    (pad16(".xyyw"), 5),
    (pad16(".yyyw"), 5),
    (pad16(".xzyw"), 5),
    (pad16(".yzyw"), 5),
    (pad16(".xwyw"), 5),
    (pad16(".ywyw"), 5),
    (pad16(".xxzw"), 5),
    (pad16(".yxzw"), 5),
    (pad16(".xyzw"), 5),
    (pad16(".yyzw"), 5),
    (pad16(".xzzw"), 5),
    (pad16(".yzzw"), 5),
    (pad16(".xwzw"), 5),
    (pad16(".ywzw"), 5),
    (pad16(".xxww"), 5),
    (pad16(".yxww"), 5),
    (pad16(".xyww"), 5),
    (pad16(".yyww"), 5),
    (pad16(".xzww"), 5),
    (pad16(".yzww"), 5),
    (pad16(".xwww"), 5),
    (pad16(".ywww"), 5),
    (pad16(".zxxx"), 5),
    (pad16(".wxxx"), 5),
    (pad16(".zyxx"), 5),
    (pad16(".wyxx"), 5),
    (pad16(".zzxx"), 5),
    (pad16(".wzxx"), 5),
    (pad16(".zwxx"), 5),
    (pad16(".wwxx"), 5),
    (pad16(".zxyx"), 5),
    (pad16(".wxyx"), 5),
    (pad16(".zyyx"), 5),
    (pad16(".wyyx"), 5),
    (pad16(".zzyx"), 5),
    (pad16(".wzyx"), 5),
    (pad16(".zwyx"), 5),
    (pad16(".wwyx"), 5),
    (pad16(".zxzx"), 5),
    (pad16(".wxzx"), 5),
    (pad16(".zyzx"), 5),
    (pad16(".wyzx"), 5),
    (pad16(".zzzx"), 5),
    (pad16(".wzzx"), 5),
    (pad16(".zwzx"), 5),
    (pad16(".wwzx"), 5),
    (pad16(".zxwx"), 5),
    (pad16(".wxwx"), 5),
    (pad16(".zywx"), 5),
    (pad16(".wywx"), 5),
    (pad16(".zzwx"), 5),
    (pad16(".wzwx"), 5),
    (pad16(".zwwx"), 5),
    (pad16(".wwwx"), 5),
    (pad16(".zxxy"), 5),
    (pad16(".wxxy"), 5),
    (pad16(".zyxy"), 5),
    (pad16(".wyxy"), 5),
    (pad16(".zzxy"), 5),
    (pad16(".wzxy"), 5),
    (pad16(".zwxy"), 5),
    (pad16(".wwxy"), 5),
    (pad16(".zxyy"), 5),
    (pad16(".wxyy"), 5),
    (pad16(".zyyy"), 5),
    (pad16(".wyyy"), 5),
    (pad16(".zzyy"), 5),
    (pad16(".wzyy"), 5),
    (pad16(".zwyy"), 5),
    (pad16(".wwyy"), 5),
    (pad16(".zxzy"), 5),
    (pad16(".wxzy"), 5),
    (pad16(".zyzy"), 5),
    (pad16(".wyzy"), 5),
    (pad16(".zzzy"), 5),
    (pad16(".wzzy"), 5),
    (pad16(".zwzy"), 5),
    (pad16(".wwzy"), 5),
    (pad16(".zxwy"), 5),
    (pad16(".wxwy"), 5),
    (pad16(".zywy"), 5),
    (pad16(".wywy"), 5),
    (pad16(".zzwy"), 5),
    (pad16(".wzwy"), 5),
    (pad16(".zwwy"), 5),
    (pad16(".wwwy"), 5),
    (pad16(".zxxz"), 5),
    (pad16(".wxxz"), 5),
    (pad16(".zyxz"), 5),
    (pad16(".wyxz"), 5),
    (pad16(".zzxz"), 5),
    (pad16(".wzxz"), 5),
    (pad16(".zwxz"), 5),
    (pad16(".wwxz"), 5),
    (pad16(".zxyz"), 5),
    (pad16(".wxyz"), 5),
    (pad16(".zyyz"), 5),
    (pad16(".wyyz"), 5),
    (pad16(".zzyz"), 5),
    (pad16(".wzyz"), 5),
    (pad16(".zwyz"), 5),
    (pad16(".wwyz"), 5),
    (pad16(".zxzz"), 5),
    (pad16(".wxzz"), 5),
    (pad16(".zyzz"), 5),
    (pad16(".wyzz"), 5),
    (pad16(".zzzz"), 5),
    (pad16(".wzzz"), 5),
    (pad16(".zwzz"), 5),
    (pad16(".wwzz"), 5),
    (pad16(".zxwz"), 5),
    (pad16(".wxwz"), 5),
    (pad16(".zywz"), 5),
    (pad16(".wywz"), 5),
    (pad16(".zzwz"), 5),
    (pad16(".wzwz"), 5),
    (pad16(".zwwz"), 5),
    (pad16(".wwwz"), 5),
    (pad16(".zxxw"), 5),
    (pad16(".wxxw"), 5),
    (pad16(".zyxw"), 5),
    (pad16(".wyxw"), 5),
    (pad16(".zzxw"), 5),
    (pad16(".wzxw"), 5),
    (pad16(".zwxw"), 5),
    (pad16(".wwxw"), 5),
    (pad16(".zxyw"), 5),
    (pad16(".wxyw"), 5),
    (pad16(".zyyw"), 5),
    (pad16(".wyyw"), 5),
    (pad16(".zzyw"), 5),
    (pad16(".wzyw"), 5),
    (pad16(".zwyw"), 5),
    (pad16(".wwyw"), 5),
    (pad16(".zxzw"), 5),
    (pad16(".wxzw"), 5),
    (pad16(".zyzw"), 5),
    (pad16(".wyzw"), 5),
    (pad16(".zzzw"), 5),
    (pad16(".wzzw"), 5),
    (pad16(".zwzw"), 5),
    (pad16(".wwzw"), 5),
    (pad16(".zxww"), 5),
    (pad16(".wxww"), 5),
    (pad16(".zyww"), 5),
    (pad16(".wyww"), 5),
    (pad16(".zzww"), 5),
    (pad16(".wzww"), 5),
    (pad16(".zwww"), 5),
    (pad16(".wwww"), 5),
    (pad16(".xxxx"), 5),
    (pad16(".yxxx"), 5),
    (pad16(".xyxx"), 5),
    (pad16(".yyxx"), 5),
    (pad16(".xzxx"), 5),
    (pad16(".yzxx"), 5),
    (pad16(".xwxx"), 5),
    (pad16(".ywxx"), 5),
    (pad16(".xxyx"), 5),
    (pad16(".yxyx"), 5),
    (pad16(".xyyx"), 5),
    (pad16(".yyyx"), 5),
    (pad16(".xzyx"), 5),
    (pad16(".yzyx"), 5),
    (pad16(".xwyx"), 5),
    (pad16(".ywyx"), 5),
    (pad16(".xxzx"), 5),
    (pad16(".yxzx"), 5),
    (pad16(".xyzx"), 5),
    (pad16(".yyzx"), 5),
    (pad16(".xzzx"), 5),
    (pad16(".yzzx"), 5),
    (pad16(".xwzx"), 5),
    (pad16(".ywzx"), 5),
    (pad16(".xxwx"), 5),
    (pad16(".yxwx"), 5),
    (pad16(".xywx"), 5),
    (pad16(".yywx"), 5),
    (pad16(".xzwx"), 5),
    (pad16(".yzwx"), 5),
    (pad16(".xwwx"), 5),
    (pad16(".ywwx"), 5),
    (pad16(".xxxy"), 5),
    (pad16(".yxxy"), 5),
    (pad16(".xyxy"), 5),
    (pad16(".yyxy"), 5),
    (pad16(".xzxy"), 5),
    (pad16(".yzxy"), 5),
    (pad16(".xwxy"), 5),
    (pad16(".ywxy"), 5),
    (pad16(".xxyy"), 5),
    (pad16(".yxyy"), 5),
    (pad16(".xyyy"), 5),
    (pad16(".yyyy"), 5),
    (pad16(".xzyy"), 5),
    (pad16(".yzyy"), 5),
    (pad16(".xwyy"), 5),
    (pad16(".ywyy"), 5),
    (pad16(".xxzy"), 5),
    (pad16(".yxzy"), 5),
    (pad16(".xyzy"), 5),
    (pad16(".yyzy"), 5),
    (pad16(".xzzy"), 5),
    (pad16(".yzzy"), 5),
    (pad16(".xwzy"), 5),
    (pad16(".ywzy"), 5),
    (pad16(".xxwy"), 5),
    (pad16(".yxwy"), 5),
    (pad16(".xywy"), 5),
    (pad16(".yywy"), 5),
    (pad16(".xzwy"), 5),
    (pad16(".yzwy"), 5),
    (pad16(".xwwy"), 5),
    (pad16(".ywwy"), 5),
    (pad16(".xxxz"), 5),
    (pad16(".yxxz"), 5),
    (pad16(".xyxz"), 5),
    (pad16(".yyxz"), 5),
    (pad16(".xzxz"), 5),
    (pad16(".yzxz"), 5),
    (pad16(".xwxz"), 5),
    (pad16(".ywxz"), 5),
    (pad16(".xxyz"), 5),
    (pad16(".yxyz"), 5),
    (pad16(".xyyz"), 5),
    (pad16(".yyyz"), 5),
    (pad16(".xzyz"), 5),
    (pad16(".yzyz"), 5),
    (pad16(".xwyz"), 5),
    (pad16(".ywyz"), 5),
    (pad16(".xxzz"), 5),
    (pad16(".yxzz"), 5),
    (pad16(".xyzz"), 5),
    (pad16(".yyzz"), 5),
    (pad16(".xzzz"), 5),
    (pad16(".yzzz"), 5),
    (pad16(".xwzz"), 5),
    (pad16(".ywzz"), 5),
    (pad16(".xxwz"), 5),
    (pad16(".yxwz"), 5),
    (pad16(".xywz"), 5),
    (pad16(".yywz"), 5),
    (pad16(".xzwz"), 5),
    (pad16(".yzwz"), 5),
    (pad16(".xwwz"), 5),
    (pad16(".ywwz"), 5),
    (pad16(".xxxw"), 5),
    (pad16(".yxxw"), 5),
    (pad16(".xyxw"), 5),
    (pad16(".yyxw"), 5),
    (pad16(".xzxw"), 5),
    (pad16(".yzxw"), 5),
    (pad16(".xwxw"), 5),
    (pad16(".ywxw"), 5),
    (pad16(".xxyw"), 5),
    (pad16(".yxyw"), 5),
    (pad16(".xyyw"), 5),
    (pad16(".yyyw"), 5),
    (pad16(".xzyw"), 5),
    (pad16(".yzyw"), 5),
    (pad16(".xwyw"), 5),
    (pad16(".ywyw"), 5),
    (pad16(".xxzw"), 5),
    (pad16(".yxzw"), 5),
    (pad16(".xyzw"), 5),
    (pad16(".yyzw"), 5),
    (pad16(".xzzw"), 5),
    (pad16(".yzzw"), 5),
    (pad16(".xwzw"), 5),
    (pad16(".ywzw"), 5),
    (pad16(".xxww"), 5),
    (pad16(".yxww"), 5),
    (pad16(".xyww"), 5),
    (pad16(".yyww"), 5),
    (pad16(".xzww"), 5),
    (pad16(".yzww"), 5),
    (pad16(".xwww"), 5),
    (pad16(".ywww"), 5),
    (pad16(".zxxx"), 5),
    (pad16(".wxxx"), 5),
    (pad16(".zyxx"), 5),
    (pad16(".wyxx"), 5),
    (pad16(".zzxx"), 5),
    (pad16(".wzxx"), 5),
    (pad16(".zwxx"), 5),
    (pad16(".wwxx"), 5),
    (pad16(".zxyx"), 5),
    (pad16(".wxyx"), 5),
    (pad16(".zyyx"), 5),
    (pad16(".wyyx"), 5),
    (pad16(".zzyx"), 5),
    (pad16(".wzyx"), 5),
    (pad16(".zwyx"), 5),
    (pad16(".wwyx"), 5),
    (pad16(".zxzx"), 5),
    (pad16(".wxzx"), 5),
    (pad16(".zyzx"), 5),
    (pad16(".wyzx"), 5),
    (pad16(".zzzx"), 5),
    (pad16(".wzzx"), 5),
    (pad16(".zwzx"), 5),
    (pad16(".wwzx"), 5),
    (pad16(".zxwx"), 5),
    (pad16(".wxwx"), 5),
    (pad16(".zywx"), 5),
    (pad16(".wywx"), 5),
    (pad16(".zzwx"), 5),
    (pad16(".wzwx"), 5),
    (pad16(".zwwx"), 5),
    (pad16(".wwwx"), 5),
    (pad16(".zxxy"), 5),
    (pad16(".wxxy"), 5),
    (pad16(".zyxy"), 5),
    (pad16(".wyxy"), 5),
    (pad16(".zzxy"), 5),
    (pad16(".wzxy"), 5),
    (pad16(".zwxy"), 5),
    (pad16(".wwxy"), 5),
    (pad16(".zxyy"), 5),
    (pad16(".wxyy"), 5),
    (pad16(".zyyy"), 5),
    (pad16(".wyyy"), 5),
    (pad16(".zzyy"), 5),
    (pad16(".wzyy"), 5),
    (pad16(".zwyy"), 5),
    (pad16(".wwyy"), 5),
    (pad16(".zxzy"), 5),
    (pad16(".wxzy"), 5),
    (pad16(".zyzy"), 5),
    (pad16(".wyzy"), 5),
    (pad16(".zzzy"), 5),
    (pad16(".wzzy"), 5),
    (pad16(".zwzy"), 5),
    (pad16(".wwzy"), 5),
    (pad16(".zxwy"), 5),
    (pad16(".wxwy"), 5),
    (pad16(".zywy"), 5),
    (pad16(".wywy"), 5),
    (pad16(".zzwy"), 5),
    (pad16(".wzwy"), 5),
    (pad16(".zwwy"), 5),
    (pad16(".wwwy"), 5),
    (pad16(".zxxz"), 5),
    (pad16(".wxxz"), 5),
    (pad16(".zyxz"), 5),
    (pad16(".wyxz"), 5),
    (pad16(".zzxz"), 5),
    (pad16(".wzxz"), 5),
    (pad16(".zwxz"), 5),
    (pad16(".wwxz"), 5),
    (pad16(".zxyz"), 5),
    (pad16(".wxyz"), 5),
    (pad16(".zyyz"), 5),
    (pad16(".wyyz"), 5),
    (pad16(".zzyz"), 5),
    (pad16(".wzyz"), 5),
    (pad16(".zwyz"), 5),
    (pad16(".wwyz"), 5),
    (pad16(".zxzz"), 5),
    (pad16(".wxzz"), 5),
    (pad16(".zyzz"), 5),
    (pad16(".wyzz"), 5),
    (pad16(".zzzz"), 5),
    (pad16(".wzzz"), 5),
    (pad16(".zwzz"), 5),
    (pad16(".wwzz"), 5),
    (pad16(".zxwz"), 5),
    (pad16(".wxwz"), 5),
    (pad16(".zywz"), 5),
    (pad16(".wywz"), 5),
    (pad16(".zzwz"), 5),
    (pad16(".wzwz"), 5),
    (pad16(".zwwz"), 5),
    (pad16(".wwwz"), 5),
    (pad16(".zxxw"), 5),
    (pad16(".wxxw"), 5),
    (pad16(".zyxw"), 5),
    (pad16(".wyxw"), 5),
    (pad16(".zzxw"), 5),
    (pad16(".wzxw"), 5),
    (pad16(".zwxw"), 5),
    (pad16(".wwxw"), 5),
    (pad16(".zxyw"), 5),
    (pad16(".wxyw"), 5),
    (pad16(".zyyw"), 5),
    (pad16(".wyyw"), 5),
    (pad16(".zzyw"), 5),
    (pad16(".wzyw"), 5),
    (pad16(".zwyw"), 5),
    (pad16(".wwyw"), 5),
    (pad16(".zxzw"), 5),
    (pad16(".wxzw"), 5),
    (pad16(".zyzw"), 5),
    (pad16(".wyzw"), 5),
    (pad16(".zzzw"), 5),
    (pad16(".wzzw"), 5),
    (pad16(".zwzw"), 5),
    (pad16(".wwzw"), 5),
    (pad16(".zxww"), 5),
    (pad16(".wxww"), 5),
    (pad16(".zyww"), 5),
    (pad16(".wyww"), 5),
    (pad16(".zzww"), 5),
    (pad16(".wzww"), 5),
    (pad16(".zwww"), 5),
    (pad16(".wwww"), 5),
    (pad16(".xxxx"), 5),
    (pad16(".yxxx"), 5),
    (pad16(".xyxx"), 5),
    (pad16(".yyxx"), 5),
    (pad16(".xzxx"), 5),
    (pad16(".yzxx"), 5),
    (pad16(".xwxx"), 5),
    (pad16(".ywxx"), 5),
    (pad16(".xxyx"), 5),
    (pad16(".yxyx"), 5),
    (pad16(".xyyx"), 5),
    (pad16(".yyyx"), 5),
    (pad16(".xzyx"), 5),
    (pad16(".yzyx"), 5),
    (pad16(".xwyx"), 5),
    (pad16(".ywyx"), 5),
    (pad16(".xxzx"), 5),
    (pad16(".yxzx"), 5),
    (pad16(".xyzx"), 5),
    (pad16(".yyzx"), 5),
    (pad16(".xzzx"), 5),
    (pad16(".yzzx"), 5),
    (pad16(".xwzx"), 5),
    (pad16(".ywzx"), 5),
    (pad16(".xxwx"), 5),
    (pad16(".yxwx"), 5),
    (pad16(".xywx"), 5),
    (pad16(".yywx"), 5),
    (pad16(".xzwx"), 5),
    (pad16(".yzwx"), 5),
    (pad16(".xwwx"), 5),
    (pad16(".ywwx"), 5),
    (pad16(".xxxy"), 5),
    (pad16(".yxxy"), 5),
    (pad16(".xyxy"), 5),
    (pad16(".yyxy"), 5),
    (pad16(".xzxy"), 5),
    (pad16(".yzxy"), 5),
    (pad16(".xwxy"), 5),
    (pad16(".ywxy"), 5),
    (pad16(".xxyy"), 5),
    (pad16(".yxyy"), 5),
    (pad16(".xyyy"), 5),
    (pad16(".yyyy"), 5),
    (pad16(".xzyy"), 5),
    (pad16(".yzyy"), 5),
    (pad16(".xwyy"), 5),
    (pad16(".ywyy"), 5),
    (pad16(".xxzy"), 5),
    (pad16(".yxzy"), 5),
    (pad16(".xyzy"), 5),
    (pad16(".yyzy"), 5),
    (pad16(".xzzy"), 5),
    (pad16(".yzzy"), 5),
    (pad16(".xwzy"), 5),
    (pad16(".ywzy"), 5),
    (pad16(".xxwy"), 5),
    (pad16(".yxwy"), 5),
    (pad16(".xywy"), 5),
    (pad16(".yywy"), 5),
    (pad16(".xzwy"), 5),
    (pad16(".yzwy"), 5),
    (pad16(".xwwy"), 5),
    (pad16(".ywwy"), 5),
    (pad16(".xxxz"), 5),
    (pad16(".yxxz"), 5),
    (pad16(".xyxz"), 5),
    (pad16(".yyxz"), 5),
    (pad16(".xzxz"), 5),
    (pad16(".yzxz"), 5),
    (pad16(".xwxz"), 5),
    (pad16(".ywxz"), 5),
    (pad16(".xxyz"), 5),
    (pad16(".yxyz"), 5),
    (pad16(".xyyz"), 5),
    (pad16(".yyyz"), 5),
    (pad16(".xzyz"), 5),
    (pad16(".yzyz"), 5),
    (pad16(".xwyz"), 5),
    (pad16(".ywyz"), 5),
    (pad16(".xxzz"), 5),
    (pad16(".yxzz"), 5),
    (pad16(".xyzz"), 5),
    (pad16(".yyzz"), 5),
    (pad16(".xzzz"), 5),
    (pad16(".yzzz"), 5),
    (pad16(".xwzz"), 5),
    (pad16(".ywzz"), 5),
    (pad16(".xxwz"), 5),
    (pad16(".yxwz"), 5),
    (pad16(".xywz"), 5),
    (pad16(".yywz"), 5),
    (pad16(".xzwz"), 5),
    (pad16(".yzwz"), 5),
    (pad16(".xwwz"), 5),
    (pad16(".ywwz"), 5),
    (pad16(".xxxw"), 5),
    (pad16(".yxxw"), 5),
    (pad16(".xyxw"), 5),
    (pad16(".yyxw"), 5),
    (pad16(".xzxw"), 5),
    (pad16(".yzxw"), 5),
    (pad16(".xwxw"), 5),
    (pad16(".ywxw"), 5),
    (pad16(".xxyw"), 5),
    (pad16(".yxyw"), 5),
    (pad16(".xyyw"), 5),
    (pad16(".yyyw"), 5),
    (pad16(".xzyw"), 5),
    (pad16(".yzyw"), 5),
    (pad16(".xwyw"), 5),
    (pad16(".ywyw"), 5),
    (pad16(".xxzw"), 5),
    (pad16(".yxzw"), 5),
    (pad16(".xyzw"), 5),
    (pad16(".yyzw"), 5),
    (pad16(".xzzw"), 5),
    (pad16(".yzzw"), 5),
    (pad16(".xwzw"), 5),
    (pad16(".ywzw"), 5),
    (pad16(".xxww"), 5),
    (pad16(".yxww"), 5),
    (pad16(".xyww"), 5),
    (pad16(".yyww"), 5),
    (pad16(".xzww"), 5),
    (pad16(".yzww"), 5),
    (pad16(".xwww"), 5),
    (pad16(".ywww"), 5),
    (pad16(".zxxx"), 5),
    (pad16(".wxxx"), 5),
    (pad16(".zyxx"), 5),
    (pad16(".wyxx"), 5),
    (pad16(".zzxx"), 5),
    (pad16(".wzxx"), 5),
    (pad16(".zwxx"), 5),
    (pad16(".wwxx"), 5),
    (pad16(".zxyx"), 5),
    (pad16(".wxyx"), 5),
    (pad16(".zyyx"), 5),
    (pad16(".wyyx"), 5),
    (pad16(".zzyx"), 5),
    (pad16(".wzyx"), 5),
    (pad16(".zwyx"), 5),
    (pad16(".wwyx"), 5),
    (pad16(".zxzx"), 5),
    (pad16(".wxzx"), 5),
    (pad16(".zyzx"), 5),
    (pad16(".wyzx"), 5),
    (pad16(".zzzx"), 5),
    (pad16(".wzzx"), 5),
    (pad16(".zwzx"), 5),
    (pad16(".wwzx"), 5),
    (pad16(".zxwx"), 5),
    (pad16(".wxwx"), 5),
    (pad16(".zywx"), 5),
    (pad16(".wywx"), 5),
    (pad16(".zzwx"), 5),
    (pad16(".wzwx"), 5),
    (pad16(".zwwx"), 5),
    (pad16(".wwwx"), 5),
    (pad16(".zxxy"), 5),
    (pad16(".wxxy"), 5),
    (pad16(".zyxy"), 5),
    (pad16(".wyxy"), 5),
    (pad16(".zzxy"), 5),
    (pad16(".wzxy"), 5),
    (pad16(".zwxy"), 5),
    (pad16(".wwxy"), 5),
    (pad16(".zxyy"), 5),
    (pad16(".wxyy"), 5),
    (pad16(".zyyy"), 5),
    (pad16(".wyyy"), 5),
    (pad16(".zzyy"), 5),
    (pad16(".wzyy"), 5),
    (pad16(".zwyy"), 5),
    (pad16(".wwyy"), 5),
    (pad16(".zxzy"), 5),
    (pad16(".wxzy"), 5),
    (pad16(".zyzy"), 5),
    (pad16(".wyzy"), 5),
    (pad16(".zzzy"), 5),
    (pad16(".wzzy"), 5),
    (pad16(".zwzy"), 5),
    (pad16(".wwzy"), 5),
    (pad16(".zxwy"), 5),
    (pad16(".wxwy"), 5),
    (pad16(".zywy"), 5),
    (pad16(".wywy"), 5),
    (pad16(".zzwy"), 5),
    (pad16(".wzwy"), 5),
    (pad16(".zwwy"), 5),
    (pad16(".wwwy"), 5),
    (pad16(".zxxz"), 5),
    (pad16(".wxxz"), 5),
    (pad16(".zyxz"), 5),
    (pad16(".wyxz"), 5),
    (pad16(".zzxz"), 5),
    (pad16(".wzxz"), 5),
    (pad16(".zwxz"), 5),
    (pad16(".wwxz"), 5),
    (pad16(".zxyz"), 5),
    (pad16(".wxyz"), 5),
    (pad16(".zyyz"), 5),
    (pad16(".wyyz"), 5),
    (pad16(".zzyz"), 5),
    (pad16(".wzyz"), 5),
    (pad16(".zwyz"), 5),
    (pad16(".wwyz"), 5),
    (pad16(".zxzz"), 5),
    (pad16(".wxzz"), 5),
    (pad16(".zyzz"), 5),
    (pad16(".wyzz"), 5),
    (pad16(".zzzz"), 5),
    (pad16(".wzzz"), 5),
    (pad16(".zwzz"), 5),
    (pad16(".wwzz"), 5),
    (pad16(".zxwz"), 5),
    (pad16(".wxwz"), 5),
    (pad16(".zywz"), 5),
    (pad16(".wywz"), 5),
    (pad16(".zzwz"), 5),
    (pad16(".wzwz"), 5),
    (pad16(".zwwz"), 5),
    (pad16(".wwwz"), 5),
    (pad16(".zxxw"), 5),
    (pad16(".wxxw"), 5),
    (pad16(".zyxw"), 5),
    (pad16(".wyxw"), 5),
    (pad16(".zzxw"), 5),
    (pad16(".wzxw"), 5),
    (pad16(".zwxw"), 5),
    (pad16(".wwxw"), 5),
    (pad16(".zxyw"), 5),
    (pad16(".wxyw"), 5),
    (pad16(".zyyw"), 5),
    (pad16(".wyyw"), 5),
    (pad16(".zzyw"), 5),
    (pad16(".wzyw"), 5),
    (pad16(".zwyw"), 5),
    (pad16(".wwyw"), 5),
    (pad16(".zxzw"), 5),
    (pad16(".wxzw"), 5),
    (pad16(".zyzw"), 5),
    (pad16(".wyzw"), 5),
    (pad16(".zzzw"), 5),
    (pad16(".wzzw"), 5),
    (pad16(".zwzw"), 5),
    (pad16(".wwzw"), 5),
    (pad16(".zxww"), 5),
    (pad16(".wxww"), 5),
    (pad16(".zyww"), 5),
    (pad16(".wyww"), 5),
    (pad16(".zzww"), 5),
    (pad16(".wzww"), 5),
    (pad16(".zwww"), 5),
    (pad16(".wwww"), 5),
    (pad16(".xxxx"), 5),
    (pad16(".yxxx"), 5),
    (pad16(".xyxx"), 5),
    (pad16(".yyxx"), 5),
    (pad16(".xzxx"), 5),
    (pad16(".yzxx"), 5),
    (pad16(".xwxx"), 5),
    (pad16(".ywxx"), 5),
    (pad16(".xxyx"), 5),
    (pad16(".yxyx"), 5),
    (pad16(".xyyx"), 5),
    (pad16(".yyyx"), 5),
    (pad16(".xzyx"), 5),
    (pad16(".yzyx"), 5),
    (pad16(".xwyx"), 5),
    (pad16(".ywyx"), 5),
    (pad16(".xxzx"), 5),
    (pad16(".yxzx"), 5),
    (pad16(".xyzx"), 5),
    (pad16(".yyzx"), 5),
    (pad16(".xzzx"), 5),
    (pad16(".yzzx"), 5),
    (pad16(".xwzx"), 5),
    (pad16(".ywzx"), 5),
    (pad16(".xxwx"), 5),
    (pad16(".yxwx"), 5),
    (pad16(".xywx"), 5),
    (pad16(".yywx"), 5),
    (pad16(".xzwx"), 5),
    (pad16(".yzwx"), 5),
    (pad16(".xwwx"), 5),
    (pad16(".ywwx"), 5),
    (pad16(".xxxy"), 5),
    (pad16(".yxxy"), 5),
    (pad16(".xyxy"), 5),
    (pad16(".yyxy"), 5),
    (pad16(".xzxy"), 5),
    (pad16(".yzxy"), 5),
    (pad16(".xwxy"), 5),
    (pad16(".ywxy"), 5),
    (pad16(".xxyy"), 5),
    (pad16(".yxyy"), 5),
    (pad16(".xyyy"), 5),
    (pad16(".yyyy"), 5),
    (pad16(".xzyy"), 5),
    (pad16(".yzyy"), 5),
    (pad16(".xwyy"), 5),
    (pad16(".ywyy"), 5),
    (pad16(".xxzy"), 5),
    (pad16(".yxzy"), 5),
    (pad16(".xyzy"), 5),
    (pad16(".yyzy"), 5),
    (pad16(".xzzy"), 5),
    (pad16(".yzzy"), 5),
    (pad16(".xwzy"), 5),
    (pad16(".ywzy"), 5),
    (pad16(".xxwy"), 5),
    (pad16(".yxwy"), 5),
    (pad16(".xywy"), 5),
    (pad16(".yywy"), 5),
    (pad16(".xzwy"), 5),
    (pad16(".yzwy"), 5),
    (pad16(".xwwy"), 5),
    (pad16(".ywwy"), 5),
    (pad16(".xxxz"), 5),
    (pad16(".yxxz"), 5),
    (pad16(".xyxz"), 5),
    (pad16(".yyxz"), 5),
    (pad16(".xzxz"), 5),
    (pad16(".yzxz"), 5),
    (pad16(".xwxz"), 5),
    (pad16(".ywxz"), 5),
    (pad16(".xxyz"), 5),
    (pad16(".yxyz"), 5),
    (pad16(".xyyz"), 5),
    (pad16(".yyyz"), 5),
    (pad16(".xzyz"), 5),
    (pad16(".yzyz"), 5),
    (pad16(".xwyz"), 5),
    (pad16(".ywyz"), 5),
    (pad16(".xxzz"), 5),
    (pad16(".yxzz"), 5),
    (pad16(".xyzz"), 5),
    (pad16(".yyzz"), 5),
    (pad16(".xzzz"), 5),
    (pad16(".yzzz"), 5),
    (pad16(".xwzz"), 5),
    (pad16(".ywzz"), 5),
    (pad16(".xxwz"), 5),
    (pad16(".yxwz"), 5),
    (pad16(".xywz"), 5),
    (pad16(".yywz"), 5),
    (pad16(".xzwz"), 5),
    (pad16(".yzwz"), 5),
    (pad16(".xwwz"), 5),
    (pad16(".ywwz"), 5),
    (pad16(".xxxw"), 5),
    (pad16(".yxxw"), 5),
    (pad16(".xyxw"), 5),
    (pad16(".yyxw"), 5),
    (pad16(".xzxw"), 5),
    (pad16(".yzxw"), 5),
    (pad16(".xwxw"), 5),
    (pad16(".ywxw"), 5),
    (pad16(".xxyw"), 5),
    (pad16(".yxyw"), 5),
    (pad16(".xyyw"), 5),
    (pad16(".yyyw"), 5),
    (pad16(".xzyw"), 5),
    (pad16(".yzyw"), 5),
    (pad16(".xwyw"), 5),
    (pad16(".ywyw"), 5),
    (pad16(".xxzw"), 5),
    (pad16(".yxzw"), 5),
    (pad16(".xyzw"), 5),
    (pad16(".yyzw"), 5),
    (pad16(".xzzw"), 5),
    (pad16(".yzzw"), 5),
    (pad16(".xwzw"), 5),
    (pad16(".ywzw"), 5),
    (pad16(".xxww"), 5),
    (pad16(".yxww"), 5),
    (pad16(".xyww"), 5),
    (pad16(".yyww"), 5),
    (pad16(".xzww"), 5),
    (pad16(".yzww"), 5),
    (pad16(".xwww"), 5),
    (pad16(".ywww"), 5),
    (pad16(".zxxx"), 5),
    (pad16(".wxxx"), 5),
    (pad16(".zyxx"), 5),
    (pad16(".wyxx"), 5),
    (pad16(".zzxx"), 5),
    (pad16(".wzxx"), 5),
    (pad16(".zwxx"), 5),
    (pad16(".wwxx"), 5),
    (pad16(".zxyx"), 5),
    (pad16(".wxyx"), 5),
    (pad16(".zyyx"), 5),
    (pad16(".wyyx"), 5),
    (pad16(".zzyx"), 5),
    (pad16(".wzyx"), 5),
    (pad16(".zwyx"), 5),
    (pad16(".wwyx"), 5),
    (pad16(".zxzx"), 5),
    (pad16(".wxzx"), 5),
    (pad16(".zyzx"), 5),
    (pad16(".wyzx"), 5),
    (pad16(".zzzx"), 5),
    (pad16(".wzzx"), 5),
    (pad16(".zwzx"), 5),
    (pad16(".wwzx"), 5),
    (pad16(".zxwx"), 5),
    (pad16(".wxwx"), 5),
    (pad16(".zywx"), 5),
    (pad16(".wywx"), 5),
    (pad16(".zzwx"), 5),
    (pad16(".wzwx"), 5),
    (pad16(".zwwx"), 5),
    (pad16(".wwwx"), 5),
    (pad16(".zxxy"), 5),
    (pad16(".wxxy"), 5),
    (pad16(".zyxy"), 5),
    (pad16(".wyxy"), 5),
    (pad16(".zzxy"), 5),
    (pad16(".wzxy"), 5),
    (pad16(".zwxy"), 5),
    (pad16(".wwxy"), 5),
    (pad16(".zxyy"), 5),
    (pad16(".wxyy"), 5),
    (pad16(".zyyy"), 5),
    (pad16(".wyyy"), 5),
    (pad16(".zzyy"), 5),
    (pad16(".wzyy"), 5),
    (pad16(".zwyy"), 5),
    (pad16(".wwyy"), 5),
    (pad16(".zxzy"), 5),
    (pad16(".wxzy"), 5),
    (pad16(".zyzy"), 5),
    (pad16(".wyzy"), 5),
    (pad16(".zzzy"), 5),
    (pad16(".wzzy"), 5),
    (pad16(".zwzy"), 5),
    (pad16(".wwzy"), 5),
    (pad16(".zxwy"), 5),
    (pad16(".wxwy"), 5),
    (pad16(".zywy"), 5),
    (pad16(".wywy"), 5),
    (pad16(".zzwy"), 5),
    (pad16(".wzwy"), 5),
    (pad16(".zwwy"), 5),
    (pad16(".wwwy"), 5),
    (pad16(".zxxz"), 5),
    (pad16(".wxxz"), 5),
    (pad16(".zyxz"), 5),
    (pad16(".wyxz"), 5),
    (pad16(".zzxz"), 5),
    (pad16(".wzxz"), 5),
    (pad16(".zwxz"), 5),
    (pad16(".wwxz"), 5),
    (pad16(".zxyz"), 5),
    (pad16(".wxyz"), 5),
    (pad16(".zyyz"), 5),
    (pad16(".wyyz"), 5),
    (pad16(".zzyz"), 5),
    (pad16(".wzyz"), 5),
    (pad16(".zwyz"), 5),
    (pad16(".wwyz"), 5),
    (pad16(".zxzz"), 5),
    (pad16(".wxzz"), 5),
    (pad16(".zyzz"), 5),
    (pad16(".wyzz"), 5),
    (pad16(".zzzz"), 5),
    (pad16(".wzzz"), 5),
    (pad16(".zwzz"), 5),
    (pad16(".wwzz"), 5),
    (pad16(".zxwz"), 5),
    (pad16(".wxwz"), 5),
    (pad16(".zywz"), 5),
    (pad16(".wywz"), 5),
    (pad16(".zzwz"), 5),
    (pad16(".wzwz"), 5),
    (pad16(".zwwz"), 5),
    (pad16(".wwwz"), 5),
    (pad16(".zxxw"), 5),
    (pad16(".wxxw"), 5),
    (pad16(".zyxw"), 5),
    (pad16(".wyxw"), 5),
    (pad16(".zzxw"), 5),
    (pad16(".wzxw"), 5),
    (pad16(".zwxw"), 5),
    (pad16(".wwxw"), 5),
    (pad16(".zxyw"), 5),
    (pad16(".wxyw"), 5),
    (pad16(".zyyw"), 5),
    (pad16(".wyyw"), 5),
    (pad16(".zzyw"), 5),
    (pad16(".wzyw"), 5),
    (pad16(".zwyw"), 5),
    (pad16(".wwyw"), 5),
    (pad16(".zxzw"), 5),
    (pad16(".wxzw"), 5),
    (pad16(".zyzw"), 5),
    (pad16(".wyzw"), 5),
    (pad16(".zzzw"), 5),
    (pad16(".wzzw"), 5),
    (pad16(".zwzw"), 5),
    (pad16(".wwzw"), 5),
    (pad16(".zxww"), 5),
    (pad16(".wxww"), 5),
    (pad16(".zyww"), 5),
    (pad16(".wyww"), 5),
    (pad16(".zzww"), 5),
    (pad16(".wzww"), 5),
    (pad16(".zwww"), 5),
    (pad16(".wwww"), 5),
    (pad16(".xxxx"), 5),
    (pad16(".yxxx"), 5),
    (pad16(".xyxx"), 5),
    (pad16(".yyxx"), 5),
    (pad16(".xzxx"), 5),
    (pad16(".yzxx"), 5),
    (pad16(".xwxx"), 5),
    (pad16(".ywxx"), 5),
    (pad16(".xxyx"), 5),
    (pad16(".yxyx"), 5),
    (pad16(".xyyx"), 5),
    (pad16(".yyyx"), 5),
    (pad16(".xzyx"), 5),
    (pad16(".yzyx"), 5),
    (pad16(".xwyx"), 5),
    (pad16(".ywyx"), 5),
    (pad16(".xxzx"), 5),
    (pad16(".yxzx"), 5),
    (pad16(".xyzx"), 5),
    (pad16(".yyzx"), 5),
    (pad16(".xzzx"), 5),
    (pad16(".yzzx"), 5),
    (pad16(".xwzx"), 5),
    (pad16(".ywzx"), 5),
    (pad16(".xxwx"), 5),
    (pad16(".yxwx"), 5),
    (pad16(".xywx"), 5),
    (pad16(".yywx"), 5),
    (pad16(".xzwx"), 5),
    (pad16(".yzwx"), 5),
    (pad16(".xwwx"), 5),
    (pad16(".ywwx"), 5),
    (pad16(".xxxy"), 5),
    (pad16(".yxxy"), 5),
    (pad16(".xyxy"), 5),
    (pad16(".yyxy"), 5),
    (pad16(".xzxy"), 5),
    (pad16(".yzxy"), 5),
    (pad16(".xwxy"), 5),
    (pad16(".ywxy"), 5),
    (pad16(".xxyy"), 5),
    (pad16(".yxyy"), 5),
    (pad16(".xyyy"), 5),
    (pad16(".yyyy"), 5),
    (pad16(".xzyy"), 5),
    (pad16(".yzyy"), 5),
    (pad16(".xwyy"), 5),
    (pad16(".ywyy"), 5),
    (pad16(".xxzy"), 5),
    (pad16(".yxzy"), 5),
    (pad16(".xyzy"), 5),
    (pad16(".yyzy"), 5),
    (pad16(".xzzy"), 5),
    (pad16(".yzzy"), 5),
    (pad16(".xwzy"), 5),
    (pad16(".ywzy"), 5),
    (pad16(".xxwy"), 5),
    (pad16(".yxwy"), 5),
    (pad16(".xywy"), 5),
    (pad16(".yywy"), 5),
    (pad16(".xzwy"), 5),
    (pad16(".yzwy"), 5),
    (pad16(".xwwy"), 5),
    (pad16(".ywwy"), 5),
    (pad16(".xxxz"), 5),
    (pad16(".yxxz"), 5),
    (pad16(".xyxz"), 5),
    (pad16(".yyxz"), 5),
    (pad16(".xzxz"), 5),
    (pad16(".yzxz"), 5),
    (pad16(".xwxz"), 5),
    (pad16(".ywxz"), 5),
    (pad16(".xxyz"), 5),
    (pad16(".yxyz"), 5),
    (pad16(".xyyz"), 5),
    (pad16(".yyyz"), 5),
    (pad16(".xzyz"), 5),
    (pad16(".yzyz"), 5),
    (pad16(".xwyz"), 5),
    (pad16(".ywyz"), 5),
    (pad16(".xxzz"), 5),
    (pad16(".yxzz"), 5),
    (pad16(".xyzz"), 5),
    (pad16(".yyzz"), 5),
    (pad16(".xzzz"), 5),
    (pad16(".yzzz"), 5),
    (pad16(".xwzz"), 5),
    (pad16(".ywzz"), 5),
    (pad16(".xxwz"), 5),
    (pad16(".yxwz"), 5),
    (pad16(".xywz"), 5),
    (pad16(".yywz"), 5),
    (pad16(".xzwz"), 5),
    (pad16(".yzwz"), 5),
    (pad16(".xwwz"), 5),
    (pad16(".ywwz"), 5),
    (pad16(".xxxw"), 5),
    (pad16(".yxxw"), 5),
    (pad16(".xyxw"), 5),
    (pad16(".yyxw"), 5),
    (pad16(".xzxw"), 5),
    (pad16(".yzxw"), 5),
    (pad16(".xwxw"), 5),
    (pad16(".ywxw"), 5),
    (pad16(".xxyw"), 5),
    (pad16(".yxyw"), 5),
    (pad16(".xyyw"), 5),
    (pad16(".yyyw"), 5),
    (pad16(".xzyw"), 5),
    (pad16(".yzyw"), 5),
    (pad16(".xwyw"), 5),
    (pad16(".ywyw"), 5),
    (pad16(".xxzw"), 5),
    (pad16(".yxzw"), 5),
    (pad16(".xyzw"), 5),
    (pad16(".yyzw"), 5),
    (pad16(".xzzw"), 5),
    (pad16(".yzzw"), 5),
    (pad16(".xwzw"), 5),
    (pad16(".ywzw"), 5),
    (pad16(".xxww"), 5),
    (pad16(".yxww"), 5),
    (pad16(".xyww"), 5),
    (pad16(".yyww"), 5),
    (pad16(".xzww"), 5),
    (pad16(".yzww"), 5),
    (pad16(".xwww"), 5),
    (pad16(".ywww"), 5),
    (pad16(".zxxx"), 5),
    (pad16(".wxxx"), 5),
    (pad16(".zyxx"), 5),
    (pad16(".wyxx"), 5),
    (pad16(".zzxx"), 5),
    (pad16(".wzxx"), 5),
    (pad16(".zwxx"), 5),
    (pad16(".wwxx"), 5),
    (pad16(".zxyx"), 5),
    (pad16(".wxyx"), 5),
    (pad16(".zyyx"), 5),
    (pad16(".wyyx"), 5),
    (pad16(".zzyx"), 5),
    (pad16(".wzyx"), 5),
    (pad16(".zwyx"), 5),
    (pad16(".wwyx"), 5),
    (pad16(".zxzx"), 5),
    (pad16(".wxzx"), 5),
    (pad16(".zyzx"), 5),
    (pad16(".wyzx"), 5),
    (pad16(".zzzx"), 5),
    (pad16(".wzzx"), 5),
    (pad16(".zwzx"), 5),
    (pad16(".wwzx"), 5),
    (pad16(".zxwx"), 5),
    (pad16(".wxwx"), 5),
    (pad16(".zywx"), 5),
    (pad16(".wywx"), 5),
    (pad16(".zzwx"), 5),
    (pad16(".wzwx"), 5),
    (pad16(".zwwx"), 5),
    (pad16(".wwwx"), 5),
    (pad16(".zxxy"), 5),
    (pad16(".wxxy"), 5),
    (pad16(".zyxy"), 5),
    (pad16(".wyxy"), 5),
    (pad16(".zzxy"), 5),
    (pad16(".wzxy"), 5),
    (pad16(".zwxy"), 5),
    (pad16(".wwxy"), 5),
    (pad16(".zxyy"), 5),
    (pad16(".wxyy"), 5),
    (pad16(".zyyy"), 5),
    (pad16(".wyyy"), 5),
    (pad16(".zzyy"), 5),
    (pad16(".wzyy"), 5),
    (pad16(".zwyy"), 5),
    (pad16(".wwyy"), 5),
    (pad16(".zxzy"), 5),
    (pad16(".wxzy"), 5),
    (pad16(".zyzy"), 5),
    (pad16(".wyzy"), 5),
    (pad16(".zzzy"), 5),
    (pad16(".wzzy"), 5),
    (pad16(".zwzy"), 5),
    (pad16(".wwzy"), 5),
    (pad16(".zxwy"), 5),
    (pad16(".wxwy"), 5),
    (pad16(".zywy"), 5),
    (pad16(".wywy"), 5),
    (pad16(".zzwy"), 5),
    (pad16(".wzwy"), 5),
    (pad16(".zwwy"), 5),
    (pad16(".wwwy"), 5),
    (pad16(".zxxz"), 5),
    (pad16(".wxxz"), 5),
    (pad16(".zyxz"), 5),
    (pad16(".wyxz"), 5),
    (pad16(".zzxz"), 5),
    (pad16(".wzxz"), 5),
    (pad16(".zwxz"), 5),
    (pad16(".wwxz"), 5),
    (pad16(".zxyz"), 5),
    (pad16(".wxyz"), 5),
    (pad16(".zyyz"), 5),
    (pad16(".wyyz"), 5),
    (pad16(".zzyz"), 5),
    (pad16(".wzyz"), 5),
    (pad16(".zwyz"), 5),
    (pad16(".wwyz"), 5),
    (pad16(".zxzz"), 5),
    (pad16(".wxzz"), 5),
    (pad16(".zyzz"), 5),
    (pad16(".wyzz"), 5),
    (pad16(".zzzz"), 5),
    (pad16(".wzzz"), 5),
    (pad16(".zwzz"), 5),
    (pad16(".wwzz"), 5),
    (pad16(".zxwz"), 5),
    (pad16(".wxwz"), 5),
    (pad16(".zywz"), 5),
    (pad16(".wywz"), 5),
    (pad16(".zzwz"), 5),
    (pad16(".wzwz"), 5),
    (pad16(".zwwz"), 5),
    (pad16(".wwwz"), 5),
    (pad16(".zxxw"), 5),
    (pad16(".wxxw"), 5),
    (pad16(".zyxw"), 5),
    (pad16(".wyxw"), 5),
    (pad16(".zzxw"), 5),
    (pad16(".wzxw"), 5),
    (pad16(".zwxw"), 5),
    (pad16(".wwxw"), 5),
    (pad16(".zxyw"), 5),
    (pad16(".wxyw"), 5),
    (pad16(".zyyw"), 5),
    (pad16(".wyyw"), 5),
    (pad16(".zzyw"), 5),
    (pad16(".wzyw"), 5),
    (pad16(".zwyw"), 5),
    (pad16(".wwyw"), 5),
    (pad16(".zxzw"), 5),
    (pad16(".wxzw"), 5),
    (pad16(".zyzw"), 5),
    (pad16(".wyzw"), 5),
    (pad16(".zzzw"), 5),
    (pad16(".wzzw"), 5),
    (pad16(".zwzw"), 5),
    (pad16(".wwzw"), 5),
    (pad16(".zxww"), 5),
    (pad16(".wxww"), 5),
    (pad16(".zyww"), 5),
    (pad16(".wyww"), 5),
    (pad16(".zzww"), 5),
    (pad16(".wzww"), 5),
    (pad16(".zwww"), 5),
    (pad16(".wwww"), 5),
    (pad16(".xxxx"), 5),
    (pad16(".yxxx"), 5),
    (pad16(".xyxx"), 5),
    (pad16(".yyxx"), 5),
    (pad16(".xzxx"), 5),
    (pad16(".yzxx"), 5),
    (pad16(".xwxx"), 5),
    (pad16(".ywxx"), 5),
    (pad16(".xxyx"), 5),
    (pad16(".yxyx"), 5),
    (pad16(".xyyx"), 5),
    (pad16(".yyyx"), 5),
    (pad16(".xzyx"), 5),
    (pad16(".yzyx"), 5),
    (pad16(".xwyx"), 5),
    (pad16(".ywyx"), 5),
    (pad16(".xxzx"), 5),
    (pad16(".yxzx"), 5),
    (pad16(".xyzx"), 5),
    (pad16(".yyzx"), 5),
    (pad16(".xzzx"), 5),
    (pad16(".yzzx"), 5),
    (pad16(".xwzx"), 5),
    (pad16(".ywzx"), 5),
    (pad16(".xxwx"), 5),
    (pad16(".yxwx"), 5),
    (pad16(".xywx"), 5),
    (pad16(".yywx"), 5),
    (pad16(".xzwx"), 5),
    (pad16(".yzwx"), 5),
    (pad16(".xwwx"), 5),
    (pad16(".ywwx"), 5),
    (pad16(".xxxy"), 5),
    (pad16(".yxxy"), 5),
    (pad16(".xyxy"), 5),
    (pad16(".yyxy"), 5),
    (pad16(".xzxy"), 5),
    (pad16(".yzxy"), 5),
    (pad16(".xwxy"), 5),
    (pad16(".ywxy"), 5),
    (pad16(".xxyy"), 5),
    (pad16(".yxyy"), 5),
    (pad16(".xyyy"), 5),
    (pad16(".yyyy"), 5),
    (pad16(".xzyy"), 5),
    (pad16(".yzyy"), 5),
    (pad16(".xwyy"), 5),
    (pad16(".ywyy"), 5),
    (pad16(".xxzy"), 5),
    (pad16(".yxzy"), 5),
    (pad16(".xyzy"), 5),
    (pad16(".yyzy"), 5),
    (pad16(".xzzy"), 5),
    (pad16(".yzzy"), 5),
    (pad16(".xwzy"), 5),
    (pad16(".ywzy"), 5),
    (pad16(".xxwy"), 5),
    (pad16(".yxwy"), 5),
    (pad16(".xywy"), 5),
    (pad16(".yywy"), 5),
    (pad16(".xzwy"), 5),
    (pad16(".yzwy"), 5),
    (pad16(".xwwy"), 5),
    (pad16(".ywwy"), 5),
    (pad16(".xxxz"), 5),
    (pad16(".yxxz"), 5),
    (pad16(".xyxz"), 5),
    (pad16(".yyxz"), 5),
    (pad16(".xzxz"), 5),
    (pad16(".yzxz"), 5),
    (pad16(".xwxz"), 5),
    (pad16(".ywxz"), 5),
    (pad16(".xxyz"), 5),
    (pad16(".yxyz"), 5),
    (pad16(".xyyz"), 5),
    (pad16(".yyyz"), 5),
    (pad16(".xzyz"), 5),
    (pad16(".yzyz"), 5),
    (pad16(".xwyz"), 5),
    (pad16(".ywyz"), 5),
    (pad16(".xxzz"), 5),
    (pad16(".yxzz"), 5),
    (pad16(".xyzz"), 5),
    (pad16(".yyzz"), 5),
    (pad16(".xzzz"), 5),
    (pad16(".yzzz"), 5),
    (pad16(".xwzz"), 5),
    (pad16(".ywzz"), 5),
    (pad16(".xxwz"), 5),
    (pad16(".yxwz"), 5),
    (pad16(".xywz"), 5),
    (pad16(".yywz"), 5),
    (pad16(".xzwz"), 5),
    (pad16(".yzwz"), 5),
    (pad16(".xwwz"), 5),
    (pad16(".ywwz"), 5),
    (pad16(".xxxw"), 5),
    (pad16(".yxxw"), 5),
    (pad16(".xyxw"), 5),
    (pad16(".yyxw"), 5),
    (pad16(".xzxw"), 5),
    (pad16(".yzxw"), 5),
    (pad16(".xwxw"), 5),
    (pad16(".ywxw"), 5),
    (pad16(".xxyw"), 5),
    (pad16(".yxyw"), 5),
    (pad16(".xyyw"), 5),
    (pad16(".yyyw"), 5),
    (pad16(".xzyw"), 5),
    (pad16(".yzyw"), 5),
    (pad16(".xwyw"), 5),
    (pad16(".ywyw"), 5),
    (pad16(".xxzw"), 5),
    (pad16(".yxzw"), 5),
    (pad16(".xyzw"), 5),
    (pad16(".yyzw"), 5),
    (pad16(".xzzw"), 5),
    (pad16(".yzzw"), 5),
    (pad16(".xwzw"), 5),
    (pad16(".ywzw"), 5),
    (pad16(".xxww"), 5),
    (pad16(".yxww"), 5),
    (pad16(".xyww"), 5),
    (pad16(".yyww"), 5),
    (pad16(".xzww"), 5),
    (pad16(".yzww"), 5),
    (pad16(".xwww"), 5),
    (pad16(".ywww"), 5),
    (pad16(".zxxx"), 5),
    (pad16(".wxxx"), 5),
    (pad16(".zyxx"), 5),
    (pad16(".wyxx"), 5),
    (pad16(".zzxx"), 5),
    (pad16(".wzxx"), 5),
    (pad16(".zwxx"), 5),
    (pad16(".wwxx"), 5),
    (pad16(".zxyx"), 5),
    (pad16(".wxyx"), 5),
    (pad16(".zyyx"), 5),
    (pad16(".wyyx"), 5),
    (pad16(".zzyx"), 5),
    (pad16(".wzyx"), 5),
    (pad16(".zwyx"), 5),
    (pad16(".wwyx"), 5),
    (pad16(".zxzx"), 5),
    (pad16(".wxzx"), 5),
    (pad16(".zyzx"), 5),
    (pad16(".wyzx"), 5),
    (pad16(".zzzx"), 5),
    (pad16(".wzzx"), 5),
    (pad16(".zwzx"), 5),
    (pad16(".wwzx"), 5),
    (pad16(".zxwx"), 5),
    (pad16(".wxwx"), 5),
    (pad16(".zywx"), 5),
    (pad16(".wywx"), 5),
    (pad16(".zzwx"), 5),
    (pad16(".wzwx"), 5),
    (pad16(".zwwx"), 5),
    (pad16(".wwwx"), 5),
    (pad16(".zxxy"), 5),
    (pad16(".wxxy"), 5),
    (pad16(".zyxy"), 5),
    (pad16(".wyxy"), 5),
    (pad16(".zzxy"), 5),
    (pad16(".wzxy"), 5),
    (pad16(".zwxy"), 5),
    (pad16(".wwxy"), 5),
    (pad16(".zxyy"), 5),
    (pad16(".wxyy"), 5),
    (pad16(".zyyy"), 5),
    (pad16(".wyyy"), 5),
    (pad16(".zzyy"), 5),
    (pad16(".wzyy"), 5),
    (pad16(".zwyy"), 5),
    (pad16(".wwyy"), 5),
    (pad16(".zxzy"), 5),
    (pad16(".wxzy"), 5),
    (pad16(".zyzy"), 5),
    (pad16(".wyzy"), 5),
    (pad16(".zzzy"), 5),
    (pad16(".wzzy"), 5),
    (pad16(".zwzy"), 5),
    (pad16(".wwzy"), 5),
    (pad16(".zxwy"), 5),
    (pad16(".wxwy"), 5),
    (pad16(".zywy"), 5),
    (pad16(".wywy"), 5),
    (pad16(".zzwy"), 5),
    (pad16(".wzwy"), 5),
    (pad16(".zwwy"), 5),
    (pad16(".wwwy"), 5),
    (pad16(".zxxz"), 5),
    (pad16(".wxxz"), 5),
    (pad16(".zyxz"), 5),
    (pad16(".wyxz"), 5),
    (pad16(".zzxz"), 5),
    (pad16(".wzxz"), 5),
    (pad16(".zwxz"), 5),
    (pad16(".wwxz"), 5),
    (pad16(".zxyz"), 5),
    (pad16(".wxyz"), 5),
    (pad16(".zyyz"), 5),
    (pad16(".wyyz"), 5),
    (pad16(".zzyz"), 5),
    (pad16(".wzyz"), 5),
    (pad16(".zwyz"), 5),
    (pad16(".wwyz"), 5),
    (pad16(".zxzz"), 5),
    (pad16(".wxzz"), 5),
    (pad16(".zyzz"), 5),
    (pad16(".wyzz"), 5),
    (pad16(".zzzz"), 5),
    (pad16(".wzzz"), 5),
    (pad16(".zwzz"), 5),
    (pad16(".wwzz"), 5),
    (pad16(".zxwz"), 5),
    (pad16(".wxwz"), 5),
    (pad16(".zywz"), 5),
    (pad16(".wywz"), 5),
    (pad16(".zzwz"), 5),
    (pad16(".wzwz"), 5),
    (pad16(".zwwz"), 5),
    (pad16(".wwwz"), 5),
    (pad16(".zxxw"), 5),
    (pad16(".wxxw"), 5),
    (pad16(".zyxw"), 5),
    (pad16(".wyxw"), 5),
    (pad16(".zzxw"), 5),
    (pad16(".wzxw"), 5),
    (pad16(".zwxw"), 5),
    (pad16(".wwxw"), 5),
    (pad16(".zxyw"), 5),
    (pad16(".wxyw"), 5),
    (pad16(".zyyw"), 5),
    (pad16(".wyyw"), 5),
    (pad16(".zzyw"), 5),
    (pad16(".wzyw"), 5),
    (pad16(".zwyw"), 5),
    (pad16(".wwyw"), 5),
    (pad16(".zxzw"), 5),
    (pad16(".wxzw"), 5),
    (pad16(".zyzw"), 5),
    (pad16(".wyzw"), 5),
    (pad16(".zzzw"), 5),
    (pad16(".wzzw"), 5),
    (pad16(".zwzw"), 5),
    (pad16(".wwzw"), 5),
    (pad16(".zxww"), 5),
    (pad16(".wxww"), 5),
    (pad16(".zyww"), 5),
    (pad16(".wyww"), 5),
    (pad16(".zzww"), 5),
    (pad16(".wzww"), 5),
    (pad16(".zwww"), 5),
    (pad16(".wwww"), 5),
    (pad16(".xxxx"), 5),
    (pad16(".yxxx"), 5),
    (pad16(".xyxx"), 5),
    (pad16(".yyxx"), 5),
    (pad16(".xzxx"), 5),
    (pad16(".yzxx"), 5),
    (pad16(".xwxx"), 5),
    (pad16(".ywxx"), 5),
    (pad16(".xxyx"), 5),
    (pad16(".yxyx"), 5),
    (pad16(".xyyx"), 5),
    (pad16(".yyyx"), 5),
    (pad16(".xzyx"), 5),
    (pad16(".yzyx"), 5),
    (pad16(".xwyx"), 5),
    (pad16(".ywyx"), 5),
    (pad16(".xxzx"), 5),
    (pad16(".yxzx"), 5),
    (pad16(".xyzx"), 5),
    (pad16(".yyzx"), 5),
    (pad16(".xzzx"), 5),
    (pad16(".yzzx"), 5),
    (pad16(".xwzx"), 5),
    (pad16(".ywzx"), 5),
    (pad16(".xxwx"), 5),
    (pad16(".yxwx"), 5),
    (pad16(".xywx"), 5),
    (pad16(".yywx"), 5),
    (pad16(".xzwx"), 5),
    (pad16(".yzwx"), 5),
    (pad16(".xwwx"), 5),
    (pad16(".ywwx"), 5),
    (pad16(".xxxy"), 5),
    (pad16(".yxxy"), 5),
    (pad16(".xyxy"), 5),
    (pad16(".yyxy"), 5),
    (pad16(".xzxy"), 5),
    (pad16(".yzxy"), 5),
    (pad16(".xwxy"), 5),
    (pad16(".ywxy"), 5),
    (pad16(".xxyy"), 5),
    (pad16(".yxyy"), 5),
    (pad16(".xyyy"), 5),
    (pad16(".yyyy"), 5),
    (pad16(".xzyy"), 5),
    (pad16(".yzyy"), 5),
    (pad16(".xwyy"), 5),
    (pad16(".ywyy"), 5),
    (pad16(".xxzy"), 5),
    (pad16(".yxzy"), 5),
    (pad16(".xyzy"), 5),
    (pad16(".yyzy"), 5),
    (pad16(".xzzy"), 5),
    (pad16(".yzzy"), 5),
    (pad16(".xwzy"), 5),
    (pad16(".ywzy"), 5),
    (pad16(".xxwy"), 5),
    (pad16(".yxwy"), 5),
    (pad16(".xywy"), 5),
    (pad16(".yywy"), 5),
    (pad16(".xzwy"), 5),
    (pad16(".yzwy"), 5),
    (pad16(".xwwy"), 5),
    (pad16(".ywwy"), 5),
    (pad16(".xxxz"), 5),
    (pad16(".yxxz"), 5),
    (pad16(".xyxz"), 5),
    (pad16(".yyxz"), 5),
    (pad16(".xzxz"), 5),
    (pad16(".yzxz"), 5),
    (pad16(".xwxz"), 5),
    (pad16(".ywxz"), 5),
    (pad16(".xxyz"), 5),
    (pad16(".yxyz"), 5),
    (pad16(".xyyz"), 5),
    (pad16(".yyyz"), 5),
    (pad16(".xzyz"), 5),
    (pad16(".yzyz"), 5),
    (pad16(".xwyz"), 5),
    (pad16(".ywyz"), 5),
    (pad16(".xxzz"), 5),
    (pad16(".yxzz"), 5),
    (pad16(".xyzz"), 5),
    (pad16(".yyzz"), 5),
    (pad16(".xzzz"), 5),
    (pad16(".yzzz"), 5),
    (pad16(".xwzz"), 5),
    (pad16(".ywzz"), 5),
    (pad16(".xxwz"), 5),
    (pad16(".yxwz"), 5),
    (pad16(".xywz"), 5),
    (pad16(".yywz"), 5),
    (pad16(".xzwz"), 5),
    (pad16(".yzwz"), 5),
    (pad16(".xwwz"), 5),
    (pad16(".ywwz"), 5),
    (pad16(".xxxw"), 5),
    (pad16(".yxxw"), 5),
    (pad16(".xyxw"), 5),
    (pad16(".yyxw"), 5),
    (pad16(".xzxw"), 5),
    (pad16(".yzxw"), 5),
    (pad16(".xwxw"), 5),
    (pad16(".ywxw"), 5),
    (pad16(".xxyw"), 5),
    (pad16(".yxyw"), 5),
    (pad16(".xyyw"), 5),
    (pad16(".yyyw"), 5),
    (pad16(".xzyw"), 5),
    (pad16(".yzyw"), 5),
    (pad16(".xwyw"), 5),
    (pad16(".ywyw"), 5),
    (pad16(".xxzw"), 5),
    (pad16(".yxzw"), 5),
    (pad16(".xyzw"), 5),
    (pad16(".yyzw"), 5),
    (pad16(".xzzw"), 5),
    (pad16(".yzzw"), 5),
    (pad16(".xwzw"), 5),
    (pad16(".ywzw"), 5),
    (pad16(".xxww"), 5),
    (pad16(".yxww"), 5),
    (pad16(".xyww"), 5),
    (pad16(".yyww"), 5),
    (pad16(".xzww"), 5),
    (pad16(".yzww"), 5),
    (pad16(".xwww"), 5),
    (pad16(".ywww"), 5),
    (pad16(".zxxx"), 5),
    (pad16(".wxxx"), 5),
    (pad16(".zyxx"), 5),
    (pad16(".wyxx"), 5),
    (pad16(".zzxx"), 5),
    (pad16(".wzxx"), 5),
    (pad16(".zwxx"), 5),
    (pad16(".wwxx"), 5),
    (pad16(".zxyx"), 5),
    (pad16(".wxyx"), 5),
    (pad16(".zyyx"), 5),
    (pad16(".wyyx"), 5),
    (pad16(".zzyx"), 5),
    (pad16(".wzyx"), 5),
    (pad16(".zwyx"), 5),
    (pad16(".wwyx"), 5),
    (pad16(".zxzx"), 5),
    (pad16(".wxzx"), 5),
    (pad16(".zyzx"), 5),
    (pad16(".wyzx"), 5),
    (pad16(".zzzx"), 5),
    (pad16(".wzzx"), 5),
    (pad16(".zwzx"), 5),
    (pad16(".wwzx"), 5),
    (pad16(".zxwx"), 5),
    (pad16(".wxwx"), 5),
    (pad16(".zywx"), 5),
    (pad16(".wywx"), 5),
    (pad16(".zzwx"), 5),
    (pad16(".wzwx"), 5),
    (pad16(".zwwx"), 5),
    (pad16(".wwwx"), 5),
    (pad16(".zxxy"), 5),
    (pad16(".wxxy"), 5),
    (pad16(".zyxy"), 5),
    (pad16(".wyxy"), 5),
    (pad16(".zzxy"), 5),
    (pad16(".wzxy"), 5),
    (pad16(".zwxy"), 5),
    (pad16(".wwxy"), 5),
    (pad16(".zxyy"), 5),
    (pad16(".wxyy"), 5),
    (pad16(".zyyy"), 5),
    (pad16(".wyyy"), 5),
    (pad16(".zzyy"), 5),
    (pad16(".wzyy"), 5),
    (pad16(".zwyy"), 5),
    (pad16(".wwyy"), 5),
    (pad16(".zxzy"), 5),
    (pad16(".wxzy"), 5),
    (pad16(".zyzy"), 5),
    (pad16(".wyzy"), 5),
    (pad16(".zzzy"), 5),
    (pad16(".wzzy"), 5),
    (pad16(".zwzy"), 5),
    (pad16(".wwzy"), 5),
    (pad16(".zxwy"), 5),
    (pad16(".wxwy"), 5),
    (pad16(".zywy"), 5),
    (pad16(".wywy"), 5),
    (pad16(".zzwy"), 5),
    (pad16(".wzwy"), 5),
    (pad16(".zwwy"), 5),
    (pad16(".wwwy"), 5),
    (pad16(".zxxz"), 5),
    (pad16(".wxxz"), 5),
    (pad16(".zyxz"), 5),
    (pad16(".wyxz"), 5),
    (pad16(".zzxz"), 5),
    (pad16(".wzxz"), 5),
    (pad16(".zwxz"), 5),
    (pad16(".wwxz"), 5),
    (pad16(".zxyz"), 5),
    (pad16(".wxyz"), 5),
    (pad16(".zyyz"), 5),
    (pad16(".wyyz"), 5),
    (pad16(".zzyz"), 5),
    (pad16(".wzyz"), 5),
    (pad16(".zwyz"), 5),
    (pad16(".wwyz"), 5),
    (pad16(".zxzz"), 5),
    (pad16(".wxzz"), 5),
    (pad16(".zyzz"), 5),
    (pad16(".wyzz"), 5),
    (pad16(".zzzz"), 5),
    (pad16(".wzzz"), 5),
    (pad16(".zwzz"), 5),
    (pad16(".wwzz"), 5),
    (pad16(".zxwz"), 5),
    (pad16(".wxwz"), 5),
    (pad16(".zywz"), 5),
    (pad16(".wywz"), 5),
    (pad16(".zzwz"), 5),
    (pad16(".wzwz"), 5),
    (pad16(".zwwz"), 5),
    (pad16(".wwwz"), 5),
    (pad16(".zxxw"), 5),
    (pad16(".wxxw"), 5),
    (pad16(".zyxw"), 5),
    (pad16(".wyxw"), 5),
    (pad16(".zzxw"), 5),
    (pad16(".wzxw"), 5),
    (pad16(".zwxw"), 5),
    (pad16(".wwxw"), 5),
    (pad16(".zxyw"), 5),
    (pad16(".wxyw"), 5),
    (pad16(".zyyw"), 5),
    (pad16(".wyyw"), 5),
    (pad16(".zzyw"), 5),
    (pad16(".wzyw"), 5),
    (pad16(".zwyw"), 5),
    (pad16(".wwyw"), 5),
    (pad16(".zxzw"), 5),
    (pad16(".wxzw"), 5),
    (pad16(".zyzw"), 5),
    (pad16(".wyzw"), 5),
    (pad16(".zzzw"), 5),
    (pad16(".wzzw"), 5),
    (pad16(".zwzw"), 5),
    (pad16(".wwzw"), 5),
    (pad16(".zxww"), 5),
    (pad16(".wxww"), 5),
    (pad16(".zyww"), 5),
    (pad16(".wyww"), 5),
    (pad16(".zzww"), 5),
    (pad16(".wzww"), 5),
    (pad16(".zwww"), 5),
    (pad16(".wwww"), 5),
    (pad16(".xxxx"), 5),
    (pad16(".yxxx"), 5),
    (pad16(".xyxx"), 5),
    (pad16(".yyxx"), 5),
    (pad16(".xzxx"), 5),
    (pad16(".yzxx"), 5),
    (pad16(".xwxx"), 5),
    (pad16(".ywxx"), 5),
    (pad16(".xxyx"), 5),
    (pad16(".yxyx"), 5),
    (pad16(".xyyx"), 5),
    (pad16(".yyyx"), 5),
    (pad16(".xzyx"), 5),
    (pad16(".yzyx"), 5),
    (pad16(".xwyx"), 5),
    (pad16(".ywyx"), 5),
    (pad16(".xxzx"), 5),
    (pad16(".yxzx"), 5),
    (pad16(".xyzx"), 5),
    (pad16(".yyzx"), 5),
    (pad16(".xzzx"), 5),
    (pad16(".yzzx"), 5),
    (pad16(".xwzx"), 5),
    (pad16(".ywzx"), 5),
    (pad16(".xxwx"), 5),
    (pad16(".yxwx"), 5),
    (pad16(".xywx"), 5),
    (pad16(".yywx"), 5),
    (pad16(".xzwx"), 5),
    (pad16(".yzwx"), 5),
    (pad16(".xwwx"), 5),
    (pad16(".ywwx"), 5),
    (pad16(".xxxy"), 5),
    (pad16(".yxxy"), 5),
    (pad16(".xyxy"), 5),
    (pad16(".yyxy"), 5),
    (pad16(".xzxy"), 5),
    (pad16(".yzxy"), 5),
    (pad16(".xwxy"), 5),
    (pad16(".ywxy"), 5),
    (pad16(".xxyy"), 5),
    (pad16(".yxyy"), 5),
    (pad16(".xyyy"), 5),
    (pad16(".yyyy"), 5),
    (pad16(".xzyy"), 5),
    (pad16(".yzyy"), 5),
    (pad16(".xwyy"), 5),
    (pad16(".ywyy"), 5),
    (pad16(".xxzy"), 5),
    (pad16(".yxzy"), 5),
    (pad16(".xyzy"), 5),
    (pad16(".yyzy"), 5),
    (pad16(".xzzy"), 5),
    (pad16(".yzzy"), 5),
    (pad16(".xwzy"), 5),
    (pad16(".ywzy"), 5),
    (pad16(".xxwy"), 5),
    (pad16(".yxwy"), 5),
    (pad16(".xywy"), 5),
    (pad16(".yywy"), 5),
    (pad16(".xzwy"), 5),
    (pad16(".yzwy"), 5),
    (pad16(".xwwy"), 5),
    (pad16(".ywwy"), 5),
    (pad16(".xxxz"), 5),
    (pad16(".yxxz"), 5),
    (pad16(".xyxz"), 5),
    (pad16(".yyxz"), 5),
    (pad16(".xzxz"), 5),
    (pad16(".yzxz"), 5),
    (pad16(".xwxz"), 5),
    (pad16(".ywxz"), 5),
    (pad16(".xxyz"), 5),
    (pad16(".yxyz"), 5),
    (pad16(".xyyz"), 5),
    (pad16(".yyyz"), 5),
    (pad16(".xzyz"), 5),
    (pad16(".yzyz"), 5),
    (pad16(".xwyz"), 5),
    (pad16(".ywyz"), 5),
    (pad16(".xxzz"), 5),
    (pad16(".yxzz"), 5),
    (pad16(".xyzz"), 5),
    (pad16(".yyzz"), 5),
    (pad16(".xzzz"), 5),
    (pad16(".yzzz"), 5),
    (pad16(".xwzz"), 5),
    (pad16(".ywzz"), 5),
    (pad16(".xxwz"), 5),
    (pad16(".yxwz"), 5),
    (pad16(".xywz"), 5),
    (pad16(".yywz"), 5),
    (pad16(".xzwz"), 5),
    (pad16(".yzwz"), 5),
    (pad16(".xwwz"), 5),
    (pad16(".ywwz"), 5),
    (pad16(".xxxw"), 5),
    (pad16(".yxxw"), 5),
    (pad16(".xyxw"), 5),
    (pad16(".yyxw"), 5),
    (pad16(".xzxw"), 5),
    (pad16(".yzxw"), 5),
    (pad16(".xwxw"), 5),
    (pad16(".ywxw"), 5),
    (pad16(".xxyw"), 5),
    (pad16(".yxyw"), 5),
    (pad16(".xyyw"), 5),
    (pad16(".yyyw"), 5),
    (pad16(".xzyw"), 5),
    (pad16(".yzyw"), 5),
    (pad16(".xwyw"), 5),
    (pad16(".ywyw"), 5),
    (pad16(".xxzw"), 5),
    (pad16(".yxzw"), 5),
    (pad16(".xyzw"), 5),
    (pad16(".yyzw"), 5),
    (pad16(".xzzw"), 5),
    (pad16(".yzzw"), 5),
    (pad16(".xwzw"), 5),
    (pad16(".ywzw"), 5),
    (pad16(".xxww"), 5),
    (pad16(".yxww"), 5),
    (pad16(".xyww"), 5),
    (pad16(".yyww"), 5),
    (pad16(".xzww"), 5),
    (pad16(".yzww"), 5),
    (pad16(".xwww"), 5),
    (pad16(".ywww"), 5),
    (pad16(".zxxx"), 5),
    (pad16(".wxxx"), 5),
    (pad16(".zyxx"), 5),
    (pad16(".wyxx"), 5),
    (pad16(".zzxx"), 5),
    (pad16(".wzxx"), 5),
    (pad16(".zwxx"), 5),
    (pad16(".wwxx"), 5),
    (pad16(".zxyx"), 5),
    (pad16(".wxyx"), 5),
    (pad16(".zyyx"), 5),
    (pad16(".wyyx"), 5),
    (pad16(".zzyx"), 5),
    (pad16(".wzyx"), 5),
    (pad16(".zwyx"), 5),
    (pad16(".wwyx"), 5),
    (pad16(".zxzx"), 5),
    (pad16(".wxzx"), 5),
    (pad16(".zyzx"), 5),
    (pad16(".wyzx"), 5),
    (pad16(".zzzx"), 5),
    (pad16(".wzzx"), 5),
    (pad16(".zwzx"), 5),
    (pad16(".wwzx"), 5),
    (pad16(".zxwx"), 5),
    (pad16(".wxwx"), 5),
    (pad16(".zywx"), 5),
    (pad16(".wywx"), 5),
    (pad16(".zzwx"), 5),
    (pad16(".wzwx"), 5),
    (pad16(".zwwx"), 5),
    (pad16(".wwwx"), 5),
    (pad16(".zxxy"), 5),
    (pad16(".wxxy"), 5),
    (pad16(".zyxy"), 5),
    (pad16(".wyxy"), 5),
    (pad16(".zzxy"), 5),
    (pad16(".wzxy"), 5),
    (pad16(".zwxy"), 5),
    (pad16(".wwxy"), 5),
    (pad16(".zxyy"), 5),
    (pad16(".wxyy"), 5),
    (pad16(".zyyy"), 5),
    (pad16(".wyyy"), 5),
    (pad16(".zzyy"), 5),
    (pad16(".wzyy"), 5),
    (pad16(".zwyy"), 5),
    (pad16(".wwyy"), 5),
    (pad16(".zxzy"), 5),
    (pad16(".wxzy"), 5),
    (pad16(".zyzy"), 5),
    (pad16(".wyzy"), 5),
    (pad16(".zzzy"), 5),
    (pad16(".wzzy"), 5),
    (pad16(".zwzy"), 5),
    (pad16(".wwzy"), 5),
    (pad16(".zxwy"), 5),
    (pad16(".wxwy"), 5),
    (pad16(".zywy"), 5),
    (pad16(".wywy"), 5),
    (pad16(".zzwy"), 5),
    (pad16(".wzwy"), 5),
    (pad16(".zwwy"), 5),
    (pad16(".wwwy"), 5),
    (pad16(".zxxz"), 5),
    (pad16(".wxxz"), 5),
    (pad16(".zyxz"), 5),
    (pad16(".wyxz"), 5),
    (pad16(".zzxz"), 5),
    (pad16(".wzxz"), 5),
    (pad16(".zwxz"), 5),
    (pad16(".wwxz"), 5),
    (pad16(".zxyz"), 5),
    (pad16(".wxyz"), 5),
    (pad16(".zyyz"), 5),
    (pad16(".wyyz"), 5),
    (pad16(".zzyz"), 5),
    (pad16(".wzyz"), 5),
    (pad16(".zwyz"), 5),
    (pad16(".wwyz"), 5),
    (pad16(".zxzz"), 5),
    (pad16(".wxzz"), 5),
    (pad16(".zyzz"), 5),
    (pad16(".wyzz"), 5),
    (pad16(".zzzz"), 5),
    (pad16(".wzzz"), 5),
    (pad16(".zwzz"), 5),
    (pad16(".wwzz"), 5),
    (pad16(".zxwz"), 5),
    (pad16(".wxwz"), 5),
    (pad16(".zywz"), 5),
    (pad16(".wywz"), 5),
    (pad16(".zzwz"), 5),
    (pad16(".wzwz"), 5),
    (pad16(".zwwz"), 5),
    (pad16(".wwwz"), 5),
    (pad16(".zxxw"), 5),
    (pad16(".wxxw"), 5),
    (pad16(".zyxw"), 5),
    (pad16(".wyxw"), 5),
    (pad16(".zzxw"), 5),
    (pad16(".wzxw"), 5),
    (pad16(".zwxw"), 5),
    (pad16(".wwxw"), 5),
    (pad16(".zxyw"), 5),
    (pad16(".wxyw"), 5),
    (pad16(".zyyw"), 5),
    (pad16(".wyyw"), 5),
    (pad16(".zzyw"), 5),
    (pad16(".wzyw"), 5),
    (pad16(".zwyw"), 5),
    (pad16(".wwyw"), 5),
    (pad16(".zxzw"), 5),
    (pad16(".wxzw"), 5),
    (pad16(".zyzw"), 5),
    (pad16(".wyzw"), 5),
    (pad16(".zzzw"), 5),
    (pad16(".wzzw"), 5),
    (pad16(".zwzw"), 5),
    (pad16(".wwzw"), 5),
    (pad16(".zxww"), 5),
    (pad16(".wxww"), 5),
    (pad16(".zyww"), 5),
    (pad16(".wyww"), 5),
    (pad16(".zzww"), 5),
    (pad16(".wzww"), 5),
    (pad16(".zwww"), 5),
    (pad16(".wwww"), 5),
    (pad16(".xxxx"), 5),
    (pad16(".yxxx"), 5),
    (pad16(".xyxx"), 5),
    (pad16(".yyxx"), 5),
    (pad16(".xzxx"), 5),
    (pad16(".yzxx"), 5),
    (pad16(".xwxx"), 5),
    (pad16(".ywxx"), 5),
    (pad16(".xxyx"), 5),
    (pad16(".yxyx"), 5),
    (pad16(".xyyx"), 5),
    (pad16(".yyyx"), 5),
    (pad16(".xzyx"), 5),
    (pad16(".yzyx"), 5),
    (pad16(".xwyx"), 5),
    (pad16(".ywyx"), 5),
    (pad16(".xxzx"), 5),
    (pad16(".yxzx"), 5),
    (pad16(".xyzx"), 5),
    (pad16(".yyzx"), 5),
    (pad16(".xzzx"), 5),
    (pad16(".yzzx"), 5),
    (pad16(".xwzx"), 5),
    (pad16(".ywzx"), 5),
    (pad16(".xxwx"), 5),
    (pad16(".yxwx"), 5),
    (pad16(".xywx"), 5),
    (pad16(".yywx"), 5),
    (pad16(".xzwx"), 5),
    (pad16(".yzwx"), 5),
    (pad16(".xwwx"), 5),
    (pad16(".ywwx"), 5),
    (pad16(".xxxy"), 5),
    (pad16(".yxxy"), 5),
    (pad16(".xyxy"), 5),
    (pad16(".yyxy"), 5),
    (pad16(".xzxy"), 5),
    (pad16(".yzxy"), 5),
    (pad16(".xwxy"), 5),
    (pad16(".ywxy"), 5),
    (pad16(".xxyy"), 5),
    (pad16(".yxyy"), 5),
    (pad16(".xyyy"), 5),
    (pad16(".yyyy"), 5),
    (pad16(".xzyy"), 5),
    (pad16(".yzyy"), 5),
    (pad16(".xwyy"), 5),
    (pad16(".ywyy"), 5),
    (pad16(".xxzy"), 5),
    (pad16(".yxzy"), 5),
    (pad16(".xyzy"), 5),
    (pad16(".yyzy"), 5),
    (pad16(".xzzy"), 5),
    (pad16(".yzzy"), 5),
    (pad16(".xwzy"), 5),
    (pad16(".ywzy"), 5),
    (pad16(".xxwy"), 5),
    (pad16(".yxwy"), 5),
    (pad16(".xywy"), 5),
    (pad16(".yywy"), 5),
    (pad16(".xzwy"), 5),
    (pad16(".yzwy"), 5),
    (pad16(".xwwy"), 5),
    (pad16(".ywwy"), 5),
    (pad16(".xxxz"), 5),
    (pad16(".yxxz"), 5),
    (pad16(".xyxz"), 5),
    (pad16(".yyxz"), 5),
    (pad16(".xzxz"), 5),
    (pad16(".yzxz"), 5),
    (pad16(".xwxz"), 5),
    (pad16(".ywxz"), 5),
    (pad16(".xxyz"), 5),
    (pad16(".yxyz"), 5),
    (pad16(".xyyz"), 5),
    (pad16(".yyyz"), 5),
    (pad16(".xzyz"), 5),
    (pad16(".yzyz"), 5),
    (pad16(".xwyz"), 5),
    (pad16(".ywyz"), 5),
    (pad16(".xxzz"), 5),
    (pad16(".yxzz"), 5),
    (pad16(".xyzz"), 5),
    (pad16(".yyzz"), 5),
    (pad16(".xzzz"), 5),
    (pad16(".yzzz"), 5),
    (pad16(".xwzz"), 5),
    (pad16(".ywzz"), 5),
    (pad16(".xxwz"), 5),
    (pad16(".yxwz"), 5),
    (pad16(".xywz"), 5),
    (pad16(".yywz"), 5),
    (pad16(".xzwz"), 5),
    (pad16(".yzwz"), 5),
    (pad16(".xwwz"), 5),
    (pad16(".ywwz"), 5),
    (pad16(".xxxw"), 5),
    (pad16(".yxxw"), 5),
    (pad16(".xyxw"), 5),
    (pad16(".yyxw"), 5),
    (pad16(".xzxw"), 5),
    (pad16(".yzxw"), 5),
    (pad16(".xwxw"), 5),
    (pad16(".ywxw"), 5),
    (pad16(".xxyw"), 5),
    (pad16(".yxyw"), 5),
    (pad16(".xyyw"), 5),
    (pad16(".yyyw"), 5),
    (pad16(".xzyw"), 5),
    (pad16(".yzyw"), 5),
    (pad16(".xwyw"), 5),
    (pad16(".ywyw"), 5),
    (pad16(".xxzw"), 5),
    (pad16(".yxzw"), 5),
    (pad16(".xyzw"), 5),
    (pad16(".yyzw"), 5),
    (pad16(".xzzw"), 5),
    (pad16(".yzzw"), 5),
    (pad16(".xwzw"), 5),
    (pad16(".ywzw"), 5),
    (pad16(".xxww"), 5),
    (pad16(".yxww"), 5),
    (pad16(".xyww"), 5),
    (pad16(".yyww"), 5),
    (pad16(".xzww"), 5),
    (pad16(".yzww"), 5),
    (pad16(".xwww"), 5),
    (pad16(".ywww"), 5),
    (pad16(".zxxx"), 5),
    (pad16(".wxxx"), 5),
    (pad16(".zyxx"), 5),
    (pad16(".wyxx"), 5),
    (pad16(".zzxx"), 5),
    (pad16(".wzxx"), 5),
    (pad16(".zwxx"), 5),
    (pad16(".wwxx"), 5),
    (pad16(".zxyx"), 5),
    (pad16(".wxyx"), 5),
    (pad16(".zyyx"), 5),
    (pad16(".wyyx"), 5),
    (pad16(".zzyx"), 5),
    (pad16(".wzyx"), 5),
    (pad16(".zwyx"), 5),
    (pad16(".wwyx"), 5),
    (pad16(".zxzx"), 5),
    (pad16(".wxzx"), 5),
    (pad16(".zyzx"), 5),
    (pad16(".wyzx"), 5),
    (pad16(".zzzx"), 5),
    (pad16(".wzzx"), 5),
    (pad16(".zwzx"), 5),
    (pad16(".wwzx"), 5),
    (pad16(".zxwx"), 5),
    (pad16(".wxwx"), 5),
    (pad16(".zywx"), 5),
    (pad16(".wywx"), 5),
    (pad16(".zzwx"), 5),
    (pad16(".wzwx"), 5),
    (pad16(".zwwx"), 5),
    (pad16(".wwwx"), 5),
    (pad16(".zxxy"), 5),
    (pad16(".wxxy"), 5),
    (pad16(".zyxy"), 5),
    (pad16(".wyxy"), 5),
    (pad16(".zzxy"), 5),
    (pad16(".wzxy"), 5),
    (pad16(".zwxy"), 5),
    (pad16(".wwxy"), 5),
    (pad16(".zxyy"), 5),
    (pad16(".wxyy"), 5),
    (pad16(".zyyy"), 5),
    (pad16(".wyyy"), 5),
    (pad16(".zzyy"), 5),
    (pad16(".wzyy"), 5),
    (pad16(".zwyy"), 5),
    (pad16(".wwyy"), 5),
    (pad16(".zxzy"), 5),
    (pad16(".wxzy"), 5),
    (pad16(".zyzy"), 5),
    (pad16(".wyzy"), 5),
    (pad16(".zzzy"), 5),
    (pad16(".wzzy"), 5),
    (pad16(".zwzy"), 5),
    (pad16(".wwzy"), 5),
    (pad16(".zxwy"), 5),
    (pad16(".wxwy"), 5),
    (pad16(".zywy"), 5),
    (pad16(".wywy"), 5),
    (pad16(".zzwy"), 5),
    (pad16(".wzwy"), 5),
    (pad16(".zwwy"), 5),
    (pad16(".wwwy"), 5),
    (pad16(".zxxz"), 5),
    (pad16(".wxxz"), 5),
    (pad16(".zyxz"), 5),
    (pad16(".wyxz"), 5),
    (pad16(".zzxz"), 5),
    (pad16(".wzxz"), 5),
    (pad16(".zwxz"), 5),
    (pad16(".wwxz"), 5),
    (pad16(".zxyz"), 5),
    (pad16(".wxyz"), 5),
    (pad16(".zyyz"), 5),
    (pad16(".wyyz"), 5),
    (pad16(".zzyz"), 5),
    (pad16(".wzyz"), 5),
    (pad16(".zwyz"), 5),
    (pad16(".wwyz"), 5),
    (pad16(".zxzz"), 5),
    (pad16(".wxzz"), 5),
    (pad16(".zyzz"), 5),
    (pad16(".wyzz"), 5),
    (pad16(".zzzz"), 5),
    (pad16(".wzzz"), 5),
    (pad16(".zwzz"), 5),
    (pad16(".wwzz"), 5),
    (pad16(".zxwz"), 5),
    (pad16(".wxwz"), 5),
    (pad16(".zywz"), 5),
    (pad16(".wywz"), 5),
    (pad16(".zzwz"), 5),
    (pad16(".wzwz"), 5),
    (pad16(".zwwz"), 5),
    (pad16(".wwwz"), 5),
    (pad16(".zxxw"), 5),
    (pad16(".wxxw"), 5),
    (pad16(".zyxw"), 5),
    (pad16(".wyxw"), 5),
    (pad16(".zzxw"), 5),
    (pad16(".wzxw"), 5),
    (pad16(".zwxw"), 5),
    (pad16(".wwxw"), 5),
    (pad16(".zxyw"), 5),
    (pad16(".wxyw"), 5),
    (pad16(".zyyw"), 5),
    (pad16(".wyyw"), 5),
    (pad16(".zzyw"), 5),
    (pad16(".wzyw"), 5),
    (pad16(".zwyw"), 5),
    (pad16(".wwyw"), 5),
    (pad16(".zxzw"), 5),
    (pad16(".wxzw"), 5),
    (pad16(".zyzw"), 5),
    (pad16(".wyzw"), 5),
    (pad16(".zzzw"), 5),
    (pad16(".wzzw"), 5),
    (pad16(".zwzw"), 5),
    (pad16(".wwzw"), 5),
    (pad16(".zxww"), 5),
    (pad16(".wxww"), 5),
    (pad16(".zyww"), 5),
    (pad16(".wyww"), 5),
    (pad16(".zzww"), 5),
    (pad16(".wzww"), 5),
    (pad16(".zwww"), 5),
    (pad16(".wwww"), 5),
    (pad16(".xxxx"), 5),
    (pad16(".yxxx"), 5),
    (pad16(".xyxx"), 5),
    (pad16(".yyxx"), 5),
    (pad16(".xzxx"), 5),
    (pad16(".yzxx"), 5),
    (pad16(".xwxx"), 5),
    (pad16(".ywxx"), 5),
    (pad16(".xxyx"), 5),
    (pad16(".yxyx"), 5),
    (pad16(".xyyx"), 5),
    (pad16(".yyyx"), 5),
    (pad16(".xzyx"), 5),
    (pad16(".yzyx"), 5),
    (pad16(".xwyx"), 5),
    (pad16(".ywyx"), 5),
    (pad16(".xxzx"), 5),
    (pad16(".yxzx"), 5),
    (pad16(".xyzx"), 5),
    (pad16(".yyzx"), 5),
    (pad16(".xzzx"), 5),
    (pad16(".yzzx"), 5),
    (pad16(".xwzx"), 5),
    (pad16(".ywzx"), 5),
    (pad16(".xxwx"), 5),
    (pad16(".yxwx"), 5),
    (pad16(".xywx"), 5),
    (pad16(".yywx"), 5),
    (pad16(".xzwx"), 5),
    (pad16(".yzwx"), 5),
    (pad16(".xwwx"), 5),
    (pad16(".ywwx"), 5),
    (pad16(".xxxy"), 5),
    (pad16(".yxxy"), 5),
    (pad16(".xyxy"), 5),
    (pad16(".yyxy"), 5),
    (pad16(".xzxy"), 5),
    (pad16(".yzxy"), 5),
    (pad16(".xwxy"), 5),
    (pad16(".ywxy"), 5),
    (pad16(".xxyy"), 5),
    (pad16(".yxyy"), 5),
    (pad16(".xyyy"), 5),
    (pad16(".yyyy"), 5),
    (pad16(".xzyy"), 5),
    (pad16(".yzyy"), 5),
    (pad16(".xwyy"), 5),
    (pad16(".ywyy"), 5),
    (pad16(".xxzy"), 5),
    (pad16(".yxzy"), 5),
    (pad16(".xyzy"), 5),
    (pad16(".yyzy"), 5),
    (pad16(".xzzy"), 5),
    (pad16(".yzzy"), 5),
    (pad16(".xwzy"), 5),
    (pad16(".ywzy"), 5),
    (pad16(".xxwy"), 5),
    (pad16(".yxwy"), 5),
    (pad16(".xywy"), 5),
    (pad16(".yywy"), 5),
    (pad16(".xzwy"), 5),
    (pad16(".yzwy"), 5),
    (pad16(".xwwy"), 5),
    (pad16(".ywwy"), 5),
    (pad16(".xxxz"), 5),
    (pad16(".yxxz"), 5),
    (pad16(".xyxz"), 5),
    (pad16(".yyxz"), 5),
    (pad16(".xzxz"), 5),
    (pad16(".yzxz"), 5),
    (pad16(".xwxz"), 5),
    (pad16(".ywxz"), 5),
    (pad16(".xxyz"), 5),
    (pad16(".yxyz"), 5),
    (pad16(".xyyz"), 5),
    (pad16(".yyyz"), 5),
    (pad16(".xzyz"), 5),
    (pad16(".yzyz"), 5),
    (pad16(".xwyz"), 5),
    (pad16(".ywyz"), 5),
    (pad16(".xxzz"), 5),
    (pad16(".yxzz"), 5),
    (pad16(".xyzz"), 5),
    (pad16(".yyzz"), 5),
    (pad16(".xzzz"), 5),
    (pad16(".yzzz"), 5),
    (pad16(".xwzz"), 5),
    (pad16(".ywzz"), 5),
    (pad16(".xxwz"), 5),
    (pad16(".yxwz"), 5),
    (pad16(".xywz"), 5),
    (pad16(".yywz"), 5),
    (pad16(".xzwz"), 5),
    (pad16(".yzwz"), 5),
    (pad16(".xwwz"), 5),
    (pad16(".ywwz"), 5),
    (pad16(".xxxw"), 5),
    (pad16(".yxxw"), 5),
    (pad16(".xyxw"), 5),
    (pad16(".yyxw"), 5),
    (pad16(".xzxw"), 5),
    (pad16(".yzxw"), 5),
    (pad16(".xwxw"), 5),
    (pad16(".ywxw"), 5),
    (pad16(".xxyw"), 5),
    (pad16(".yxyw"), 5),
    (pad16(".xyyw"), 5),
    (pad16(".yyyw"), 5),
    (pad16(".xzyw"), 5),
    (pad16(".yzyw"), 5),
    (pad16(".xwyw"), 5),
    (pad16(".ywyw"), 5),
    (pad16(".xxzw"), 5),
    (pad16(".yxzw"), 5),
    (pad16(".xyzw"), 5),
    (pad16(".yyzw"), 5),
    (pad16(".xzzw"), 5),
    (pad16(".yzzw"), 5),
    (pad16(".xwzw"), 5),
    (pad16(".ywzw"), 5),
    (pad16(".xxww"), 5),
    (pad16(".yxww"), 5),
    (pad16(".xyww"), 5),
    (pad16(".yyww"), 5),
    (pad16(".xzww"), 5),
    (pad16(".yzww"), 5),
    (pad16(".xwww"), 5),
    (pad16(".ywww"), 5),
    (pad16(".zxxx"), 5),
    (pad16(".wxxx"), 5),
    (pad16(".zyxx"), 5),
    (pad16(".wyxx"), 5),
    (pad16(".zzxx"), 5),
    (pad16(".wzxx"), 5),
    (pad16(".zwxx"), 5),
    (pad16(".wwxx"), 5),
    (pad16(".zxyx"), 5),
    (pad16(".wxyx"), 5),
    (pad16(".zyyx"), 5),
    (pad16(".wyyx"), 5),
    (pad16(".zzyx"), 5),
    (pad16(".wzyx"), 5),
    (pad16(".zwyx"), 5),
    (pad16(".wwyx"), 5),
    (pad16(".zxzx"), 5),
    (pad16(".wxzx"), 5),
    (pad16(".zyzx"), 5),
    (pad16(".wyzx"), 5),
    (pad16(".zzzx"), 5),
    (pad16(".wzzx"), 5),
    (pad16(".zwzx"), 5),
    (pad16(".wwzx"), 5),
    (pad16(".zxwx"), 5),
    (pad16(".wxwx"), 5),
    (pad16(".zywx"), 5),
    (pad16(".wywx"), 5),
    (pad16(".zzwx"), 5),
    (pad16(".wzwx"), 5),
    (pad16(".zwwx"), 5),
    (pad16(".wwwx"), 5),
    (pad16(".zxxy"), 5),
    (pad16(".wxxy"), 5),
    (pad16(".zyxy"), 5),
    (pad16(".wyxy"), 5),
    (pad16(".zzxy"), 5),
    (pad16(".wzxy"), 5),
    (pad16(".zwxy"), 5),
    (pad16(".wwxy"), 5),
    (pad16(".zxyy"), 5),
    (pad16(".wxyy"), 5),
    (pad16(".zyyy"), 5),
    (pad16(".wyyy"), 5),
    (pad16(".zzyy"), 5),
    (pad16(".wzyy"), 5),
    (pad16(".zwyy"), 5),
    (pad16(".wwyy"), 5),
    (pad16(".zxzy"), 5),
    (pad16(".wxzy"), 5),
    (pad16(".zyzy"), 5),
    (pad16(".wyzy"), 5),
    (pad16(".zzzy"), 5),
    (pad16(".wzzy"), 5),
    (pad16(".zwzy"), 5),
    (pad16(".wwzy"), 5),
    (pad16(".zxwy"), 5),
    (pad16(".wxwy"), 5),
    (pad16(".zywy"), 5),
    (pad16(".wywy"), 5),
    (pad16(".zzwy"), 5),
    (pad16(".wzwy"), 5),
    (pad16(".zwwy"), 5),
    (pad16(".wwwy"), 5),
    (pad16(".zxxz"), 5),
    (pad16(".wxxz"), 5),
    (pad16(".zyxz"), 5),
    (pad16(".wyxz"), 5),
    (pad16(".zzxz"), 5),
    (pad16(".wzxz"), 5),
    (pad16(".zwxz"), 5),
    (pad16(".wwxz"), 5),
    (pad16(".zxyz"), 5),
    (pad16(".wxyz"), 5),
    (pad16(".zyyz"), 5),
    (pad16(".wyyz"), 5),
    (pad16(".zzyz"), 5),
    (pad16(".wzyz"), 5),
    (pad16(".zwyz"), 5),
    (pad16(".wwyz"), 5),
    (pad16(".zxzz"), 5),
    (pad16(".wxzz"), 5),
    (pad16(".zyzz"), 5),
    (pad16(".wyzz"), 5),
    (pad16(".zzzz"), 5),
    (pad16(".wzzz"), 5),
    (pad16(".zwzz"), 5),
    (pad16(".wwzz"), 5),
    (pad16(".zxwz"), 5),
    (pad16(".wxwz"), 5),
    (pad16(".zywz"), 5),
    (pad16(".wywz"), 5),
    (pad16(".zzwz"), 5),
    (pad16(".wzwz"), 5),
    (pad16(".zwwz"), 5),
    (pad16(".wwwz"), 5),
    (pad16(".zxxw"), 5),
    (pad16(".wxxw"), 5),
    (pad16(".zyxw"), 5),
    (pad16(".wyxw"), 5),
    (pad16(".zzxw"), 5),
    (pad16(".wzxw"), 5),
    (pad16(".zwxw"), 5),
    (pad16(".wwxw"), 5),
    (pad16(".zxyw"), 5),
    (pad16(".wxyw"), 5),
    (pad16(".zyyw"), 5),
    (pad16(".wyyw"), 5),
    (pad16(".zzyw"), 5),
    (pad16(".wzyw"), 5),
    (pad16(".zwyw"), 5),
    (pad16(".wwyw"), 5),
    (pad16(".zxzw"), 5),
    (pad16(".wxzw"), 5),
    (pad16(".zyzw"), 5),
    (pad16(".wyzw"), 5),
    (pad16(".zzzw"), 5),
    (pad16(".wzzw"), 5),
    (pad16(".zwzw"), 5),
    (pad16(".wwzw"), 5),
    (pad16(".zxww"), 5),
    (pad16(".wxww"), 5),
    (pad16(".zyww"), 5),
    (pad16(".wyww"), 5),
    (pad16(".zzww"), 5),
    (pad16(".wzww"), 5),
    (pad16(".zwww"), 5),
    (pad16(".wwww"), 5),
    (pad16(".xxxx"), 5),
    (pad16(".yxxx"), 5),
    (pad16(".xyxx"), 5),
    (pad16(".yyxx"), 5),
    (pad16(".xzxx"), 5),
    (pad16(".yzxx"), 5),
    (pad16(".xwxx"), 5),
    (pad16(".ywxx"), 5),
    (pad16(".xxyx"), 5),
    (pad16(".yxyx"), 5),
    (pad16(".xyyx"), 5),
    (pad16(".yyyx"), 5),
    (pad16(".xzyx"), 5),
    (pad16(".yzyx"), 5),
    (pad16(".xwyx"), 5),
    (pad16(".ywyx"), 5),
    (pad16(".xxzx"), 5),
    (pad16(".yxzx"), 5),
    (pad16(".xyzx"), 5),
    (pad16(".yyzx"), 5),
    (pad16(".xzzx"), 5),
    (pad16(".yzzx"), 5),
    (pad16(".xwzx"), 5),
    (pad16(".ywzx"), 5),
    (pad16(".xxwx"), 5),
    (pad16(".yxwx"), 5),
    (pad16(".xywx"), 5),
    (pad16(".yywx"), 5),
    (pad16(".xzwx"), 5),
    (pad16(".yzwx"), 5),
    (pad16(".xwwx"), 5),
    (pad16(".ywwx"), 5),
    (pad16(".xxxy"), 5),
    (pad16(".yxxy"), 5),
    (pad16(".xyxy"), 5),
    (pad16(".yyxy"), 5),
    (pad16(".xzxy"), 5),
    (pad16(".yzxy"), 5),
    (pad16(".xwxy"), 5),
    (pad16(".ywxy"), 5),
    (pad16(".xxyy"), 5),
    (pad16(".yxyy"), 5),
    (pad16(".xyyy"), 5),
    (pad16(".yyyy"), 5),
    (pad16(".xzyy"), 5),
    (pad16(".yzyy"), 5),
    (pad16(".xwyy"), 5),
    (pad16(".ywyy"), 5),
    (pad16(".xxzy"), 5),
    (pad16(".yxzy"), 5),
    (pad16(".xyzy"), 5),
    (pad16(".yyzy"), 5),
    (pad16(".xzzy"), 5),
    (pad16(".yzzy"), 5),
    (pad16(".xwzy"), 5),
    (pad16(".ywzy"), 5),
    (pad16(".xxwy"), 5),
    (pad16(".yxwy"), 5),
    (pad16(".xywy"), 5),
    (pad16(".yywy"), 5),
    (pad16(".xzwy"), 5),
    (pad16(".yzwy"), 5),
    (pad16(".xwwy"), 5),
    (pad16(".ywwy"), 5),
    (pad16(".xxxz"), 5),
    (pad16(".yxxz"), 5),
    (pad16(".xyxz"), 5),
    (pad16(".yyxz"), 5),
    (pad16(".xzxz"), 5),
    (pad16(".yzxz"), 5),
    (pad16(".xwxz"), 5),
    (pad16(".ywxz"), 5),
    (pad16(".xxyz"), 5),
    (pad16(".yxyz"), 5),
    (pad16(".xyyz"), 5),
    (pad16(".yyyz"), 5),
    (pad16(".xzyz"), 5),
    (pad16(".yzyz"), 5),
    (pad16(".xwyz"), 5),
    (pad16(".ywyz"), 5),
    (pad16(".xxzz"), 5),
    (pad16(".yxzz"), 5),
    (pad16(".xyzz"), 5),
    (pad16(".yyzz"), 5),
    (pad16(".xzzz"), 5),
    (pad16(".yzzz"), 5),
    (pad16(".xwzz"), 5),
    (pad16(".ywzz"), 5),
    (pad16(".xxwz"), 5),
    (pad16(".yxwz"), 5),
    (pad16(".xywz"), 5),
    (pad16(".yywz"), 5),
    (pad16(".xzwz"), 5),
    (pad16(".yzwz"), 5),
    (pad16(".xwwz"), 5),
    (pad16(".ywwz"), 5),
    (pad16(".xxxw"), 5),
    (pad16(".yxxw"), 5),
    (pad16(".xyxw"), 5),
    (pad16(".yyxw"), 5),
    (pad16(".xzxw"), 5),
    (pad16(".yzxw"), 5),
    (pad16(".xwxw"), 5),
    (pad16(".ywxw"), 5),
    (pad16(".xxyw"), 5),
    (pad16(".yxyw"), 5),
    (pad16(".xyyw"), 5),
    (pad16(".yyyw"), 5),
    (pad16(".xzyw"), 5),
    (pad16(".yzyw"), 5),
    (pad16(".xwyw"), 5),
    (pad16(".ywyw"), 5),
    (pad16(".xxzw"), 5),
    (pad16(".yxzw"), 5),
    (pad16(".xyzw"), 5),
    (pad16(".yyzw"), 5),
    (pad16(".xzzw"), 5),
    (pad16(".yzzw"), 5),
    (pad16(".xwzw"), 5),
    (pad16(".ywzw"), 5),
    (pad16(".xxww"), 5),
    (pad16(".yxww"), 5),
    (pad16(".xyww"), 5),
    (pad16(".yyww"), 5),
    (pad16(".xzww"), 5),
    (pad16(".yzww"), 5),
    (pad16(".xwww"), 5),
    (pad16(".ywww"), 5),
    (pad16(".zxxx"), 5),
    (pad16(".wxxx"), 5),
    (pad16(".zyxx"), 5),
    (pad16(".wyxx"), 5),
    (pad16(".zzxx"), 5),
    (pad16(".wzxx"), 5),
    (pad16(".zwxx"), 5),
    (pad16(".wwxx"), 5),
    (pad16(".zxyx"), 5),
    (pad16(".wxyx"), 5),
    (pad16(".zyyx"), 5),
    (pad16(".wyyx"), 5),
    (pad16(".zzyx"), 5),
    (pad16(".wzyx"), 5),
    (pad16(".zwyx"), 5),
    (pad16(".wwyx"), 5),
    (pad16(".zxzx"), 5),
    (pad16(".wxzx"), 5),
    (pad16(".zyzx"), 5),
    (pad16(".wyzx"), 5),
    (pad16(".zzzx"), 5),
    (pad16(".wzzx"), 5),
    (pad16(".zwzx"), 5),
    (pad16(".wwzx"), 5),
    (pad16(".zxwx"), 5),
    (pad16(".wxwx"), 5),
    (pad16(".zywx"), 5),
    (pad16(".wywx"), 5),
    (pad16(".zzwx"), 5),
    (pad16(".wzwx"), 5),
    (pad16(".zwwx"), 5),
    (pad16(".wwwx"), 5),
    (pad16(".zxxy"), 5),
    (pad16(".wxxy"), 5),
    (pad16(".zyxy"), 5),
    (pad16(".wyxy"), 5),
    (pad16(".zzxy"), 5),
    (pad16(".wzxy"), 5),
    (pad16(".zwxy"), 5),
    (pad16(".wwxy"), 5),
    (pad16(".zxyy"), 5),
    (pad16(".wxyy"), 5),
    (pad16(".zyyy"), 5),
    (pad16(".wyyy"), 5),
    (pad16(".zzyy"), 5),
    (pad16(".wzyy"), 5),
    (pad16(".zwyy"), 5),
    (pad16(".wwyy"), 5),
    (pad16(".zxzy"), 5),
    (pad16(".wxzy"), 5),
    (pad16(".zyzy"), 5),
    (pad16(".wyzy"), 5),
    (pad16(".zzzy"), 5),
    (pad16(".wzzy"), 5),
    (pad16(".zwzy"), 5),
    (pad16(".wwzy"), 5),
    (pad16(".zxwy"), 5),
    (pad16(".wxwy"), 5),
    (pad16(".zywy"), 5),
    (pad16(".wywy"), 5),
    (pad16(".zzwy"), 5),
    (pad16(".wzwy"), 5),
    (pad16(".zwwy"), 5),
    (pad16(".wwwy"), 5),
    (pad16(".zxxz"), 5),
    (pad16(".wxxz"), 5),
    (pad16(".zyxz"), 5),
    (pad16(".wyxz"), 5),
    (pad16(".zzxz"), 5),
    (pad16(".wzxz"), 5),
    (pad16(".zwxz"), 5),
    (pad16(".wwxz"), 5),
    (pad16(".zxyz"), 5),
    (pad16(".wxyz"), 5),
    (pad16(".zyyz"), 5),
    (pad16(".wyyz"), 5),
    (pad16(".zzyz"), 5),
    (pad16(".wzyz"), 5),
    (pad16(".zwyz"), 5),
    (pad16(".wwyz"), 5),
    (pad16(".zxzz"), 5),
    (pad16(".wxzz"), 5),
    (pad16(".zyzz"), 5),
    (pad16(".wyzz"), 5),
    (pad16(".zzzz"), 5),
    (pad16(".wzzz"), 5),
    (pad16(".zwzz"), 5),
    (pad16(".wwzz"), 5),
    (pad16(".zxwz"), 5),
    (pad16(".wxwz"), 5),
    (pad16(".zywz"), 5),
    (pad16(".wywz"), 5),
    (pad16(".zzwz"), 5),
    (pad16(".wzwz"), 5),
    (pad16(".zwwz"), 5),
    (pad16(".wwwz"), 5),
    (pad16(".zxxw"), 5),
    (pad16(".wxxw"), 5),
    (pad16(".zyxw"), 5),
    (pad16(".wyxw"), 5),
    (pad16(".zzxw"), 5),
    (pad16(".wzxw"), 5),
    (pad16(".zwxw"), 5),
    (pad16(".wwxw"), 5),
    (pad16(".zxyw"), 5),
    (pad16(".wxyw"), 5),
    (pad16(".zyyw"), 5),
    (pad16(".wyyw"), 5),
    (pad16(".zzyw"), 5),
    (pad16(".wzyw"), 5),
    (pad16(".zwyw"), 5),
    (pad16(".wwyw"), 5),
    (pad16(".zxzw"), 5),
    (pad16(".wxzw"), 5),
    (pad16(".zyzw"), 5),
    (pad16(".wyzw"), 5),
    (pad16(".zzzw"), 5),
    (pad16(".wzzw"), 5),
    (pad16(".zwzw"), 5),
    (pad16(".wwzw"), 5),
    (pad16(".zxww"), 5),
    (pad16(".wxww"), 5),
    (pad16(".zyww"), 5),
    (pad16(".wyww"), 5),
    (pad16(".zzww"), 5),
    (pad16(".wzww"), 5),
    (pad16(".zwww"), 5),
    (pad16(".wwww"), 5),
    (pad16(".xxxx"), 5),
    (pad16(".yxxx"), 5),
    (pad16(".xyxx"), 5),
    (pad16(".yyxx"), 5),
    (pad16(".xzxx"), 5),
    (pad16(".yzxx"), 5),
    (pad16(".xwxx"), 5),
    (pad16(".ywxx"), 5),
    (pad16(".xxyx"), 5),
    (pad16(".yxyx"), 5),
    (pad16(".xyyx"), 5),
    (pad16(".yyyx"), 5),
    (pad16(".xzyx"), 5),
    (pad16(".yzyx"), 5),
    (pad16(".xwyx"), 5),
    (pad16(".ywyx"), 5),
    (pad16(".xxzx"), 5),
    (pad16(".yxzx"), 5),
    (pad16(".xyzx"), 5),
    (pad16(".yyzx"), 5),
    (pad16(".xzzx"), 5),
    (pad16(".yzzx"), 5),
    (pad16(".xwzx"), 5),
    (pad16(".ywzx"), 5),
    (pad16(".xxwx"), 5),
    (pad16(".yxwx"), 5),
    (pad16(".xywx"), 5),
    (pad16(".yywx"), 5),
    (pad16(".xzwx"), 5),
    (pad16(".yzwx"), 5),
    (pad16(".xwwx"), 5),
    (pad16(".ywwx"), 5),
    (pad16(".xxxy"), 5),
    (pad16(".yxxy"), 5),
    (pad16(".xyxy"), 5),
    (pad16(".yyxy"), 5),
    (pad16(".xzxy"), 5),
    (pad16(".yzxy"), 5),
    (pad16(".xwxy"), 5),
    (pad16(".ywxy"), 5),
    (pad16(".xxyy"), 5),
    (pad16(".yxyy"), 5),
    (pad16(".xyyy"), 5),
    (pad16(".yyyy"), 5),
    (pad16(".xzyy"), 5),
    (pad16(".yzyy"), 5),
    (pad16(".xwyy"), 5),
    (pad16(".ywyy"), 5),
    (pad16(".xxzy"), 5),
    (pad16(".yxzy"), 5),
    (pad16(".xyzy"), 5),
    (pad16(".yyzy"), 5),
    (pad16(".xzzy"), 5),
    (pad16(".yzzy"), 5),
    (pad16(".xwzy"), 5),
    (pad16(".ywzy"), 5),
    (pad16(".xxwy"), 5),
    (pad16(".yxwy"), 5),
    (pad16(".xywy"), 5),
    (pad16(".yywy"), 5),
    (pad16(".xzwy"), 5),
    (pad16(".yzwy"), 5),
    (pad16(".xwwy"), 5),
    (pad16(".ywwy"), 5),
    (pad16(".xxxz"), 5),
    (pad16(".yxxz"), 5),
    (pad16(".xyxz"), 5),
    (pad16(".yyxz"), 5),
    (pad16(".xzxz"), 5),
    (pad16(".yzxz"), 5),
    (pad16(".xwxz"), 5),
    (pad16(".ywxz"), 5),
    (pad16(".xxyz"), 5),
    (pad16(".yxyz"), 5),
    (pad16(".xyyz"), 5),
    (pad16(".yyyz"), 5),
    (pad16(".xzyz"), 5),
    (pad16(".yzyz"), 5),
    (pad16(".xwyz"), 5),
    (pad16(".ywyz"), 5),
    (pad16(".xxzz"), 5),
    (pad16(".yxzz"), 5),
    (pad16(".xyzz"), 5),
    (pad16(".yyzz"), 5),
    (pad16(".xzzz"), 5),
    (pad16(".yzzz"), 5),
    (pad16(".xwzz"), 5),
    (pad16(".ywzz"), 5),
    (pad16(".xxwz"), 5),
    (pad16(".yxwz"), 5),
    (pad16(".xywz"), 5),
    (pad16(".yywz"), 5),
    (pad16(".xzwz"), 5),
    (pad16(".yzwz"), 5),
    (pad16(".xwwz"), 5),
    (pad16(".ywwz"), 5),
    (pad16(".xxxw"), 5),
    (pad16(".yxxw"), 5),
    (pad16(".xyxw"), 5),
    (pad16(".yyxw"), 5),
    (pad16(".xzxw"), 5),
    (pad16(".yzxw"), 5),
    (pad16(".xwxw"), 5),
    (pad16(".ywxw"), 5),
    (pad16(".xxyw"), 5),
    (pad16(".yxyw"), 5),
    (pad16(".xyyw"), 5),
    (pad16(".yyyw"), 5),
    (pad16(".xzyw"), 5),
    (pad16(".yzyw"), 5),
    (pad16(".xwyw"), 5),
    (pad16(".ywyw"), 5),
    (pad16(".xxzw"), 5),
    (pad16(".yxzw"), 5),
    (pad16(".xyzw"), 5),
    (pad16(".yyzw"), 5),
    (pad16(".xzzw"), 5),
    (pad16(".yzzw"), 5),
    (pad16(".xwzw"), 5),
    (pad16(".ywzw"), 5),
    (pad16(".xxww"), 5),
    (pad16(".yxww"), 5),
    (pad16(".xyww"), 5),
    (pad16(".yyww"), 5),
    (pad16(".xzww"), 5),
    (pad16(".yzww"), 5),
    (pad16(".xwww"), 5),
    (pad16(".ywww"), 5),
    (pad16(".zxxx"), 5),
    (pad16(".wxxx"), 5),
    (pad16(".zyxx"), 5),
    (pad16(".wyxx"), 5),
    (pad16(".zzxx"), 5),
    (pad16(".wzxx"), 5),
    (pad16(".zwxx"), 5),
    (pad16(".wwxx"), 5),
    (pad16(".zxyx"), 5),
    (pad16(".wxyx"), 5),
    (pad16(".zyyx"), 5),
    (pad16(".wyyx"), 5),
    (pad16(".zzyx"), 5),
    (pad16(".wzyx"), 5),
    (pad16(".zwyx"), 5),
    (pad16(".wwyx"), 5),
    (pad16(".zxzx"), 5),
    (pad16(".wxzx"), 5),
    (pad16(".zyzx"), 5),
    (pad16(".wyzx"), 5),
    (pad16(".zzzx"), 5),
    (pad16(".wzzx"), 5),
    (pad16(".zwzx"), 5),
    (pad16(".wwzx"), 5),
    (pad16(".zxwx"), 5),
    (pad16(".wxwx"), 5),
    (pad16(".zywx"), 5),
    (pad16(".wywx"), 5),
    (pad16(".zzwx"), 5),
    (pad16(".wzwx"), 5),
    (pad16(".zwwx"), 5),
    (pad16(".wwwx"), 5),
    (pad16(".zxxy"), 5),
    (pad16(".wxxy"), 5),
    (pad16(".zyxy"), 5),
    (pad16(".wyxy"), 5),
    (pad16(".zzxy"), 5),
    (pad16(".wzxy"), 5),
    (pad16(".zwxy"), 5),
    (pad16(".wwxy"), 5),
    (pad16(".zxyy"), 5),
    (pad16(".wxyy"), 5),
    (pad16(".zyyy"), 5),
    (pad16(".wyyy"), 5),
    (pad16(".zzyy"), 5),
    (pad16(".wzyy"), 5),
    (pad16(".zwyy"), 5),
    (pad16(".wwyy"), 5),
    (pad16(".zxzy"), 5),
    (pad16(".wxzy"), 5),
    (pad16(".zyzy"), 5),
    (pad16(".wyzy"), 5),
    (pad16(".zzzy"), 5),
    (pad16(".wzzy"), 5),
    (pad16(".zwzy"), 5),
    (pad16(".wwzy"), 5),
    (pad16(".zxwy"), 5),
    (pad16(".wxwy"), 5),
    (pad16(".zywy"), 5),
    (pad16(".wywy"), 5),
    (pad16(".zzwy"), 5),
    (pad16(".wzwy"), 5),
    (pad16(".zwwy"), 5),
    (pad16(".wwwy"), 5),
    (pad16(".zxxz"), 5),
    (pad16(".wxxz"), 5),
    (pad16(".zyxz"), 5),
    (pad16(".wyxz"), 5),
    (pad16(".zzxz"), 5),
    (pad16(".wzxz"), 5),
    (pad16(".zwxz"), 5),
    (pad16(".wwxz"), 5),
    (pad16(".zxyz"), 5),
    (pad16(".wxyz"), 5),
    (pad16(".zyyz"), 5),
    (pad16(".wyyz"), 5),
    (pad16(".zzyz"), 5),
    (pad16(".wzyz"), 5),
    (pad16(".zwyz"), 5),
    (pad16(".wwyz"), 5),
    (pad16(".zxzz"), 5),
    (pad16(".wxzz"), 5),
    (pad16(".zyzz"), 5),
    (pad16(".wyzz"), 5),
    (pad16(".zzzz"), 5),
    (pad16(".wzzz"), 5),
    (pad16(".zwzz"), 5),
    (pad16(".wwzz"), 5),
    (pad16(".zxwz"), 5),
    (pad16(".wxwz"), 5),
    (pad16(".zywz"), 5),
    (pad16(".wywz"), 5),
    (pad16(".zzwz"), 5),
    (pad16(".wzwz"), 5),
    (pad16(".zwwz"), 5),
    (pad16(".wwwz"), 5),
    (pad16(".zxxw"), 5),
    (pad16(".wxxw"), 5),
    (pad16(".zyxw"), 5),
    (pad16(".wyxw"), 5),
    (pad16(".zzxw"), 5),
    (pad16(".wzxw"), 5),
    (pad16(".zwxw"), 5),
    (pad16(".wwxw"), 5),
    (pad16(".zxyw"), 5),
    (pad16(".wxyw"), 5),
    (pad16(".zyyw"), 5),
    (pad16(".wyyw"), 5),
    (pad16(".zzyw"), 5),
    (pad16(".wzyw"), 5),
    (pad16(".zwyw"), 5),
    (pad16(".wwyw"), 5),
    (pad16(".zxzw"), 5),
    (pad16(".wxzw"), 5),
    (pad16(".zyzw"), 5),
    (pad16(".wyzw"), 5),
    (pad16(".zzzw"), 5),
    (pad16(".wzzw"), 5),
    (pad16(".zwzw"), 5),
    (pad16(".wwzw"), 5),
    (pad16(".zxww"), 5),
    (pad16(".wxww"), 5),
    (pad16(".zyww"), 5),
    (pad16(".wyww"), 5),
    (pad16(".zzww"), 5),
    (pad16(".wzww"), 5),
    (pad16(".zwww"), 5),
    (pad16(".wwww"), 5),
    (pad16(".xxxx"), 5),
    (pad16(".yxxx"), 5),
    (pad16(".xyxx"), 5),
    (pad16(".yyxx"), 5),
    (pad16(".xzxx"), 5),
    (pad16(".yzxx"), 5),
    (pad16(".xwxx"), 5),
    (pad16(".ywxx"), 5),
    (pad16(".xxyx"), 5),
    (pad16(".yxyx"), 5),
    (pad16(".xyyx"), 5),
    (pad16(".yyyx"), 5),
    (pad16(".xzyx"), 5),
    (pad16(".yzyx"), 5),
    (pad16(".xwyx"), 5),
    (pad16(".ywyx"), 5),
    (pad16(".xxzx"), 5),
    (pad16(".yxzx"), 5),
    (pad16(".xyzx"), 5),
    (pad16(".yyzx"), 5),
    (pad16(".xzzx"), 5),
    (pad16(".yzzx"), 5),
    (pad16(".xwzx"), 5),
    (pad16(".ywzx"), 5),
    (pad16(".xxwx"), 5),
    (pad16(".yxwx"), 5),
    (pad16(".xywx"), 5),
    (pad16(".yywx"), 5),
    (pad16(".xzwx"), 5),
    (pad16(".yzwx"), 5),
    (pad16(".xwwx"), 5),
    (pad16(".ywwx"), 5),
    (pad16(".xxxy"), 5),
    (pad16(".yxxy"), 5),
    (pad16(".xyxy"), 5),
    (pad16(".yyxy"), 5),
    (pad16(".xzxy"), 5),
    (pad16(".yzxy"), 5),
    (pad16(".xwxy"), 5),
    (pad16(".ywxy"), 5),
    (pad16(".xxyy"), 5),
    (pad16(".yxyy"), 5),
    (pad16(".xyyy"), 5),
    (pad16(".yyyy"), 5),
    (pad16(".xzyy"), 5),
    (pad16(".yzyy"), 5),
    (pad16(".xwyy"), 5),
    (pad16(".ywyy"), 5),
    (pad16(".xxzy"), 5),
    (pad16(".yxzy"), 5),
    (pad16(".xyzy"), 5),
    (pad16(".yyzy"), 5),
    (pad16(".xzzy"), 5),
    (pad16(".yzzy"), 5),
    (pad16(".xwzy"), 5),
    (pad16(".ywzy"), 5),
    (pad16(".xxwy"), 5),
    (pad16(".yxwy"), 5),
    (pad16(".xywy"), 5),
    (pad16(".yywy"), 5),
    (pad16(".xzwy"), 5),
    (pad16(".yzwy"), 5),
    (pad16(".xwwy"), 5),
    (pad16(".ywwy"), 5),
    (pad16(".xxxz"), 5),
    (pad16(".yxxz"), 5),
    (pad16(".xyxz"), 5),
    (pad16(".yyxz"), 5),
    (pad16(".xzxz"), 5),
    (pad16(".yzxz"), 5),
    (pad16(".xwxz"), 5),
    (pad16(".ywxz"), 5),
    (pad16(".xxyz"), 5),
    (pad16(".yxyz"), 5),
    (pad16(".xyyz"), 5),
    (pad16(".yyyz"), 5),
    (pad16(".xzyz"), 5),
    (pad16(".yzyz"), 5),
    (pad16(".xwyz"), 5),
    (pad16(".ywyz"), 5),
    (pad16(".xxzz"), 5),
    (pad16(".yxzz"), 5),
    (pad16(".xyzz"), 5),
    (pad16(".yyzz"), 5),
    (pad16(".xzzz"), 5),
    (pad16(".yzzz"), 5),
    (pad16(".xwzz"), 5),
    (pad16(".ywzz"), 5),
    (pad16(".xxwz"), 5),
    (pad16(".yxwz"), 5),
    (pad16(".xywz"), 5),
    (pad16(".yywz"), 5),
    (pad16(".xzwz"), 5),
    (pad16(".yzwz"), 5),
    (pad16(".xwwz"), 5),
    (pad16(".ywwz"), 5),
    (pad16(".xxxw"), 5),
    (pad16(".yxxw"), 5),
    (pad16(".xyxw"), 5),
    (pad16(".yyxw"), 5),
    (pad16(".xzxw"), 5),
    (pad16(".yzxw"), 5),
    (pad16(".xwxw"), 5),
    (pad16(".ywxw"), 5),
    (pad16(".xxyw"), 5),
    (pad16(".yxyw"), 5),
    (pad16(".xyyw"), 5),
    (pad16(".yyyw"), 5),
    (pad16(".xzyw"), 5),
    (pad16(".yzyw"), 5),
    (pad16(".xwyw"), 5),
    (pad16(".ywyw"), 5),
    (pad16(".xxzw"), 5),
    (pad16(".yxzw"), 5),
    (pad16(".xyzw"), 5),
    (pad16(".yyzw"), 5),
    (pad16(".xzzw"), 5),
    (pad16(".yzzw"), 5),
    (pad16(".xwzw"), 5),
    (pad16(".ywzw"), 5),
    (pad16(".xxww"), 5),
    (pad16(".yxww"), 5),
    (pad16(".xyww"), 5),
    (pad16(".yyww"), 5),
    (pad16(".xzww"), 5),
    (pad16(".yzww"), 5),
    (pad16(".xwww"), 5),
    (pad16(".ywww"), 5),
    (pad16(".zxxx"), 5),
    (pad16(".wxxx"), 5),
    (pad16(".zyxx"), 5),
    (pad16(".wyxx"), 5),
    (pad16(".zzxx"), 5),
    (pad16(".wzxx"), 5),
    (pad16(".zwxx"), 5),
    (pad16(".wwxx"), 5),
    (pad16(".zxyx"), 5),
    (pad16(".wxyx"), 5),
    (pad16(".zyyx"), 5),
    (pad16(".wyyx"), 5),
    (pad16(".zzyx"), 5),
    (pad16(".wzyx"), 5),
    (pad16(".zwyx"), 5),
    (pad16(".wwyx"), 5),
    (pad16(".zxzx"), 5),
    (pad16(".wxzx"), 5),
    (pad16(".zyzx"), 5),
    (pad16(".wyzx"), 5),
    (pad16(".zzzx"), 5),
    (pad16(".wzzx"), 5),
    (pad16(".zwzx"), 5),
    (pad16(".wwzx"), 5),
    (pad16(".zxwx"), 5),
    (pad16(".wxwx"), 5),
    (pad16(".zywx"), 5),
    (pad16(".wywx"), 5),
    (pad16(".zzwx"), 5),
    (pad16(".wzwx"), 5),
    (pad16(".zwwx"), 5),
    (pad16(".wwwx"), 5),
    (pad16(".zxxy"), 5),
    (pad16(".wxxy"), 5),
    (pad16(".zyxy"), 5),
    (pad16(".wyxy"), 5),
    (pad16(".zzxy"), 5),
    (pad16(".wzxy"), 5),
    (pad16(".zwxy"), 5),
    (pad16(".wwxy"), 5),
    (pad16(".zxyy"), 5),
    (pad16(".wxyy"), 5),
    (pad16(".zyyy"), 5),
    (pad16(".wyyy"), 5),
    (pad16(".zzyy"), 5),
    (pad16(".wzyy"), 5),
    (pad16(".zwyy"), 5),
    (pad16(".wwyy"), 5),
    (pad16(".zxzy"), 5),
    (pad16(".wxzy"), 5),
    (pad16(".zyzy"), 5),
    (pad16(".wyzy"), 5),
    (pad16(".zzzy"), 5),
    (pad16(".wzzy"), 5),
    (pad16(".zwzy"), 5),
    (pad16(".wwzy"), 5),
    (pad16(".zxwy"), 5),
    (pad16(".wxwy"), 5),
    (pad16(".zywy"), 5),
    (pad16(".wywy"), 5),
    (pad16(".zzwy"), 5),
    (pad16(".wzwy"), 5),
    (pad16(".zwwy"), 5),
    (pad16(".wwwy"), 5),
    (pad16(".zxxz"), 5),
    (pad16(".wxxz"), 5),
    (pad16(".zyxz"), 5),
    (pad16(".wyxz"), 5),
    (pad16(".zzxz"), 5),
    (pad16(".wzxz"), 5),
    (pad16(".zwxz"), 5),
    (pad16(".wwxz"), 5),
    (pad16(".zxyz"), 5),
    (pad16(".wxyz"), 5),
    (pad16(".zyyz"), 5),
    (pad16(".wyyz"), 5),
    (pad16(".zzyz"), 5),
    (pad16(".wzyz"), 5),
    (pad16(".zwyz"), 5),
    (pad16(".wwyz"), 5),
    (pad16(".zxzz"), 5),
    (pad16(".wxzz"), 5),
    (pad16(".zyzz"), 5),
    (pad16(".wyzz"), 5),
    (pad16(".zzzz"), 5),
    (pad16(".wzzz"), 5),
    (pad16(".zwzz"), 5),
    (pad16(".wwzz"), 5),
    (pad16(".zxwz"), 5),
    (pad16(".wxwz"), 5),
    (pad16(".zywz"), 5),
    (pad16(".wywz"), 5),
    (pad16(".zzwz"), 5),
    (pad16(".wzwz"), 5),
    (pad16(".zwwz"), 5),
    (pad16(".wwwz"), 5),
    (pad16(".zxxw"), 5),
    (pad16(".wxxw"), 5),
    (pad16(".zyxw"), 5),
    (pad16(".wyxw"), 5),
    (pad16(".zzxw"), 5),
    (pad16(".wzxw"), 5),
    (pad16(".zwxw"), 5),
    (pad16(".wwxw"), 5),
    (pad16(".zxyw"), 5),
    (pad16(".wxyw"), 5),
    (pad16(".zyyw"), 5),
    (pad16(".wyyw"), 5),
    (pad16(".zzyw"), 5),
    (pad16(".wzyw"), 5),
    (pad16(".zwyw"), 5),
    (pad16(".wwyw"), 5),
    (pad16(".zxzw"), 5),
    (pad16(".wxzw"), 5),
    (pad16(".zyzw"), 5),
    (pad16(".wyzw"), 5),
    (pad16(".zzzw"), 5),
    (pad16(".wzzw"), 5),
    (pad16(".zwzw"), 5),
    (pad16(".wwzw"), 5),
    (pad16(".zxww"), 5),
    (pad16(".wxww"), 5),
    (pad16(".zyww"), 5),
    (pad16(".wyww"), 5),
    (pad16(".zzww"), 5),
    (pad16(".wzww"), 5),
    (pad16(".zwww"), 5),
    (pad16(".wwww"), 5),
    (pad16(".xxxx"), 5),
    (pad16(".yxxx"), 5),
    (pad16(".xyxx"), 5),
    (pad16(".yyxx"), 5),
    (pad16(".xzxx"), 5),
    (pad16(".yzxx"), 5),
    (pad16(".xwxx"), 5),
    (pad16(".ywxx"), 5),
    (pad16(".xxyx"), 5),
    (pad16(".yxyx"), 5),
    (pad16(".xyyx"), 5),
    (pad16(".yyyx"), 5),
    (pad16(".xzyx"), 5),
    (pad16(".yzyx"), 5),
    (pad16(".xwyx"), 5),
    (pad16(".ywyx"), 5),
    (pad16(".xxzx"), 5),
    (pad16(".yxzx"), 5),
    (pad16(".xyzx"), 5),
    (pad16(".yyzx"), 5),
    (pad16(".xzzx"), 5),
    (pad16(".yzzx"), 5),
    (pad16(".xwzx"), 5),
    (pad16(".ywzx"), 5),
    (pad16(".xxwx"), 5),
    (pad16(".yxwx"), 5),
    (pad16(".xywx"), 5),
    (pad16(".yywx"), 5),
    (pad16(".xzwx"), 5),
    (pad16(".yzwx"), 5),
    (pad16(".xwwx"), 5),
    (pad16(".ywwx"), 5),
    (pad16(".xxxy"), 5),
    (pad16(".yxxy"), 5),
    (pad16(".xyxy"), 5),
    (pad16(".yyxy"), 5),
    (pad16(".xzxy"), 5),
    (pad16(".yzxy"), 5),
    (pad16(".xwxy"), 5),
    (pad16(".ywxy"), 5),
    (pad16(".xxyy"), 5),
    (pad16(".yxyy"), 5),
    (pad16(".xyyy"), 5),
    (pad16(".yyyy"), 5),
    (pad16(".xzyy"), 5),
    (pad16(".yzyy"), 5),
    (pad16(".xwyy"), 5),
    (pad16(".ywyy"), 5),
    (pad16(".xxzy"), 5),
    (pad16(".yxzy"), 5),
    (pad16(".xyzy"), 5),
    (pad16(".yyzy"), 5),
    (pad16(".xzzy"), 5),
    (pad16(".yzzy"), 5),
    (pad16(".xwzy"), 5),
    (pad16(".ywzy"), 5),
    (pad16(".xxwy"), 5),
    (pad16(".yxwy"), 5),
    (pad16(".xywy"), 5),
    (pad16(".yywy"), 5),
    (pad16(".xzwy"), 5),
    (pad16(".yzwy"), 5),
    (pad16(".xwwy"), 5),
    (pad16(".ywwy"), 5),
    (pad16(".xxxz"), 5),
    (pad16(".yxxz"), 5),
    (pad16(".xyxz"), 5),
    (pad16(".yyxz"), 5),
    (pad16(".xzxz"), 5),
    (pad16(".yzxz"), 5),
    (pad16(".xwxz"), 5),
    (pad16(".ywxz"), 5),
    (pad16(".xxyz"), 5),
    (pad16(".yxyz"), 5),
    (pad16(".xyyz"), 5),
    (pad16(".yyyz"), 5),
    (pad16(".xzyz"), 5),
    (pad16(".yzyz"), 5),
    (pad16(".xwyz"), 5),
    (pad16(".ywyz"), 5),
    (pad16(".xxzz"), 5),
    (pad16(".yxzz"), 5),
    (pad16(".xyzz"), 5),
    (pad16(".yyzz"), 5),
    (pad16(".xzzz"), 5),
    (pad16(".yzzz"), 5),
    (pad16(".xwzz"), 5),
    (pad16(".ywzz"), 5),
    (pad16(".xxwz"), 5),
    (pad16(".yxwz"), 5),
    (pad16(".xywz"), 5),
    (pad16(".yywz"), 5),
    (pad16(".xzwz"), 5),
    (pad16(".yzwz"), 5),
    (pad16(".xwwz"), 5),
    (pad16(".ywwz"), 5),
    (pad16(".xxxw"), 5),
    (pad16(".yxxw"), 5),
    (pad16(".xyxw"), 5),
    (pad16(".yyxw"), 5),
    (pad16(".xzxw"), 5),
    (pad16(".yzxw"), 5),
    (pad16(".xwxw"), 5),
    (pad16(".ywxw"), 5),
    (pad16(".xxyw"), 5),
    (pad16(".yxyw"), 5),
    (pad16(".xyyw"), 5),
    (pad16(".yyyw"), 5),
    (pad16(".xzyw"), 5),
    (pad16(".yzyw"), 5),
    (pad16(".xwyw"), 5),
    (pad16(".ywyw"), 5),
    (pad16(".xxzw"), 5),
    (pad16(".yxzw"), 5),
    (pad16(".xyzw"), 5),
    (pad16(".yyzw"), 5),
    (pad16(".xzzw"), 5),
    (pad16(".yzzw"), 5),
    (pad16(".xwzw"), 5),
    (pad16(".ywzw"), 5),
    (pad16(".xxww"), 5),
    (pad16(".yxww"), 5),
    (pad16(".xyww"), 5),
    (pad16(".yyww"), 5),
    (pad16(".xzww"), 5),
    (pad16(".yzww"), 5),
    (pad16(".xwww"), 5),
    (pad16(".ywww"), 5),
    (pad16(".zxxx"), 5),
    (pad16(".wxxx"), 5),
    (pad16(".zyxx"), 5),
    (pad16(".wyxx"), 5),
    (pad16(".zzxx"), 5),
    (pad16(".wzxx"), 5),
    (pad16(".zwxx"), 5),
    (pad16(".wwxx"), 5),
    (pad16(".zxyx"), 5),
    (pad16(".wxyx"), 5),
    (pad16(".zyyx"), 5),
    (pad16(".wyyx"), 5),
    (pad16(".zzyx"), 5),
    (pad16(".wzyx"), 5),
    (pad16(".zwyx"), 5),
    (pad16(".wwyx"), 5),
    (pad16(".zxzx"), 5),
    (pad16(".wxzx"), 5),
    (pad16(".zyzx"), 5),
    (pad16(".wyzx"), 5),
    (pad16(".zzzx"), 5),
    (pad16(".wzzx"), 5),
    (pad16(".zwzx"), 5),
    (pad16(".wwzx"), 5),
    (pad16(".zxwx"), 5),
    (pad16(".wxwx"), 5),
    (pad16(".zywx"), 5),
    (pad16(".wywx"), 5),
    (pad16(".zzwx"), 5),
    (pad16(".wzwx"), 5),
    (pad16(".zwwx"), 5),
    (pad16(".wwwx"), 5),
    (pad16(".zxxy"), 5),
    (pad16(".wxxy"), 5),
    (pad16(".zyxy"), 5),
    (pad16(".wyxy"), 5),
    (pad16(".zzxy"), 5),
    (pad16(".wzxy"), 5),
    (pad16(".zwxy"), 5),
    (pad16(".wwxy"), 5),
    (pad16(".zxyy"), 5),
    (pad16(".wxyy"), 5),
    (pad16(".zyyy"), 5),
    (pad16(".wyyy"), 5),
    (pad16(".zzyy"), 5),
    (pad16(".wzyy"), 5),
    (pad16(".zwyy"), 5),
    (pad16(".wwyy"), 5),
    (pad16(".zxzy"), 5),
    (pad16(".wxzy"), 5),
    (pad16(".zyzy"), 5),
    (pad16(".wyzy"), 5),
    (pad16(".zzzy"), 5),
    (pad16(".wzzy"), 5),
    (pad16(".zwzy"), 5),
    (pad16(".wwzy"), 5),
    (pad16(".zxwy"), 5),
    (pad16(".wxwy"), 5),
    (pad16(".zywy"), 5),
    (pad16(".wywy"), 5),
    (pad16(".zzwy"), 5),
    (pad16(".wzwy"), 5),
    (pad16(".zwwy"), 5),
    (pad16(".wwwy"), 5),
    (pad16(".zxxz"), 5),
    (pad16(".wxxz"), 5),
    (pad16(".zyxz"), 5),
    (pad16(".wyxz"), 5),
    (pad16(".zzxz"), 5),
    (pad16(".wzxz"), 5),
    (pad16(".zwxz"), 5),
    (pad16(".wwxz"), 5),
    (pad16(".zxyz"), 5),
    (pad16(".wxyz"), 5),
    (pad16(".zyyz"), 5),
    (pad16(".wyyz"), 5),
    (pad16(".zzyz"), 5),
    (pad16(".wzyz"), 5),
    (pad16(".zwyz"), 5),
    (pad16(".wwyz"), 5),
    (pad16(".zxzz"), 5),
    (pad16(".wxzz"), 5),
    (pad16(".zyzz"), 5),
    (pad16(".wyzz"), 5),
    (pad16(".zzzz"), 5),
    (pad16(".wzzz"), 5),
    (pad16(".zwzz"), 5),
    (pad16(".wwzz"), 5),
    (pad16(".zxwz"), 5),
    (pad16(".wxwz"), 5),
    (pad16(".zywz"), 5),
    (pad16(".wywz"), 5),
    (pad16(".zzwz"), 5),
    (pad16(".wzwz"), 5),
    (pad16(".zwwz"), 5),
    (pad16(".wwwz"), 5),
    (pad16(".zxxw"), 5),
    (pad16(".wxxw"), 5),
    (pad16(".zyxw"), 5),
    (pad16(".wyxw"), 5),
    (pad16(".zzxw"), 5),
    (pad16(".wzxw"), 5),
    (pad16(".zwxw"), 5),
    (pad16(".wwxw"), 5),
    (pad16(".zxyw"), 5),
    (pad16(".wxyw"), 5),
    (pad16(".zyyw"), 5),
    (pad16(".wyyw"), 5),
    (pad16(".zzyw"), 5),
    (pad16(".wzyw"), 5),
    (pad16(".zwyw"), 5),
    (pad16(".wwyw"), 5),
    (pad16(".zxzw"), 5),
    (pad16(".wxzw"), 5),
    (pad16(".zyzw"), 5),
    (pad16(".wyzw"), 5),
    (pad16(".zzzw"), 5),
    (pad16(".wzzw"), 5),
    (pad16(".zwzw"), 5),
    (pad16(".wwzw"), 5),
    (pad16(".zxww"), 5),
    (pad16(".wxww"), 5),
    (pad16(".zyww"), 5),
    (pad16(".wyww"), 5),
    (pad16(".zzww"), 5),
    (pad16(".wzww"), 5),
    (pad16(".zwww"), 5),
    (pad16(".wwww"), 5),
    (pad16(".xxxx"), 5),
    (pad16(".yxxx"), 5),
    (pad16(".xyxx"), 5),
    (pad16(".yyxx"), 5),
    (pad16(".xzxx"), 5),
    (pad16(".yzxx"), 5),
    (pad16(".xwxx"), 5),
    (pad16(".ywxx"), 5),
    (pad16(".xxyx"), 5),
    (pad16(".yxyx"), 5),
    (pad16(".xyyx"), 5),
    (pad16(".yyyx"), 5),
    (pad16(".xzyx"), 5),
    (pad16(".yzyx"), 5),
    (pad16(".xwyx"), 5),
    (pad16(".ywyx"), 5),
    (pad16(".xxzx"), 5),
    (pad16(".yxzx"), 5),
    (pad16(".xyzx"), 5),
    (pad16(".yyzx"), 5),
    (pad16(".xzzx"), 5),
    (pad16(".yzzx"), 5),
    (pad16(".xwzx"), 5),
    (pad16(".ywzx"), 5),
    (pad16(".xxwx"), 5),
    (pad16(".yxwx"), 5),
    (pad16(".xywx"), 5),
    (pad16(".yywx"), 5),
    (pad16(".xzwx"), 5),
    (pad16(".yzwx"), 5),
    (pad16(".xwwx"), 5),
    (pad16(".ywwx"), 5),
    (pad16(".xxxy"), 5),
    (pad16(".yxxy"), 5),
    (pad16(".xyxy"), 5),
    (pad16(".yyxy"), 5),
    (pad16(".xzxy"), 5),
    (pad16(".yzxy"), 5),
    (pad16(".xwxy"), 5),
    (pad16(".ywxy"), 5),
    (pad16(".xxyy"), 5),
    (pad16(".yxyy"), 5),
    (pad16(".xyyy"), 5),
    (pad16(".yyyy"), 5),
    (pad16(".xzyy"), 5),
    (pad16(".yzyy"), 5),
    (pad16(".xwyy"), 5),
    (pad16(".ywyy"), 5),
    (pad16(".xxzy"), 5),
    (pad16(".yxzy"), 5),
    (pad16(".xyzy"), 5),
    (pad16(".yyzy"), 5),
    (pad16(".xzzy"), 5),
    (pad16(".yzzy"), 5),
    (pad16(".xwzy"), 5),
    (pad16(".ywzy"), 5),
    (pad16(".xxwy"), 5),
    (pad16(".yxwy"), 5),
    (pad16(".xywy"), 5),
    (pad16(".yywy"), 5),
    (pad16(".xzwy"), 5),
    (pad16(".yzwy"), 5),
    (pad16(".xwwy"), 5),
    (pad16(".ywwy"), 5),
    (pad16(".xxxz"), 5),
    (pad16(".yxxz"), 5),
    (pad16(".xyxz"), 5),
    (pad16(".yyxz"), 5),
    (pad16(".xzxz"), 5),
    (pad16(".yzxz"), 5),
    (pad16(".xwxz"), 5),
    (pad16(".ywxz"), 5),
    (pad16(".xxyz"), 5),
    (pad16(".yxyz"), 5),
    (pad16(".xyyz"), 5),
    (pad16(".yyyz"), 5),
    (pad16(".xzyz"), 5),
    (pad16(".yzyz"), 5),
    (pad16(".xwyz"), 5),
    (pad16(".ywyz"), 5),
    (pad16(".xxzz"), 5),
    (pad16(".yxzz"), 5),
    (pad16(".xyzz"), 5),
    (pad16(".yyzz"), 5),
    (pad16(".xzzz"), 5),
    (pad16(".yzzz"), 5),
    (pad16(".xwzz"), 5),
    (pad16(".ywzz"), 5),
    (pad16(".xxwz"), 5),
    (pad16(".yxwz"), 5),
    (pad16(".xywz"), 5),
    (pad16(".yywz"), 5),
    (pad16(".xzwz"), 5),
    (pad16(".yzwz"), 5),
    (pad16(".xwwz"), 5),
    (pad16(".ywwz"), 5),
    (pad16(".xxxw"), 5),
    (pad16(".yxxw"), 5),
    (pad16(".xyxw"), 5),
    (pad16(".yyxw"), 5),
    (pad16(".xzxw"), 5),
    (pad16(".yzxw"), 5),
    (pad16(".xwxw"), 5),
    (pad16(".ywxw"), 5),
    (pad16(".xxyw"), 5),
    (pad16(".yxyw"), 5),
    (pad16(".xyyw"), 5),
    (pad16(".yyyw"), 5),
    (pad16(".xzyw"), 5),
    (pad16(".yzyw"), 5),
    (pad16(".xwyw"), 5),
    (pad16(".ywyw"), 5),
    (pad16(".xxzw"), 5),
    (pad16(".yxzw"), 5),
    (pad16(".xyzw"), 5),
    (pad16(".yyzw"), 5),
    (pad16(".xzzw"), 5),
    (pad16(".yzzw"), 5),
    (pad16(".xwzw"), 5),
    (pad16(".ywzw"), 5),
    (pad16(".xxww"), 5),
    (pad16(".yxww"), 5),
    (pad16(".xyww"), 5),
    (pad16(".yyww"), 5),
    (pad16(".xzww"), 5),
    (pad16(".yzww"), 5),
    (pad16(".xwww"), 5),
    (pad16(".ywww"), 5),
    (pad16(".zxxx"), 5),
    (pad16(".wxxx"), 5),
    (pad16(".zyxx"), 5),
    (pad16(".wyxx"), 5),
    (pad16(".zzxx"), 5),
    (pad16(".wzxx"), 5),
    (pad16(".zwxx"), 5),
    (pad16(".wwxx"), 5),
    (pad16(".zxyx"), 5),
    (pad16(".wxyx"), 5),
    (pad16(".zyyx"), 5),
    (pad16(".wyyx"), 5),
    (pad16(".zzyx"), 5),
    (pad16(".wzyx"), 5),
    (pad16(".zwyx"), 5),
    (pad16(".wwyx"), 5),
    (pad16(".zxzx"), 5),
    (pad16(".wxzx"), 5),
    (pad16(".zyzx"), 5),
    (pad16(".wyzx"), 5),
    (pad16(".zzzx"), 5),
    (pad16(".wzzx"), 5),
    (pad16(".zwzx"), 5),
    (pad16(".wwzx"), 5),
    (pad16(".zxwx"), 5),
    (pad16(".wxwx"), 5),
    (pad16(".zywx"), 5),
    (pad16(".wywx"), 5),
    (pad16(".zzwx"), 5),
    (pad16(".wzwx"), 5),
    (pad16(".zwwx"), 5),
    (pad16(".wwwx"), 5),
    (pad16(".zxxy"), 5),
    (pad16(".wxxy"), 5),
    (pad16(".zyxy"), 5),
    (pad16(".wyxy"), 5),
    (pad16(".zzxy"), 5),
    (pad16(".wzxy"), 5),
    (pad16(".zwxy"), 5),
    (pad16(".wwxy"), 5),
    (pad16(".zxyy"), 5),
    (pad16(".wxyy"), 5),
    (pad16(".zyyy"), 5),
    (pad16(".wyyy"), 5),
    (pad16(".zzyy"), 5),
    (pad16(".wzyy"), 5),
    (pad16(".zwyy"), 5),
    (pad16(".wwyy"), 5),
    (pad16(".zxzy"), 5),
    (pad16(".wxzy"), 5),
    (pad16(".zyzy"), 5),
    (pad16(".wyzy"), 5),
    (pad16(".zzzy"), 5),
    (pad16(".wzzy"), 5),
    (pad16(".zwzy"), 5),
    (pad16(".wwzy"), 5),
    (pad16(".zxwy"), 5),
    (pad16(".wxwy"), 5),
    (pad16(".zywy"), 5),
    (pad16(".wywy"), 5),
    (pad16(".zzwy"), 5),
    (pad16(".wzwy"), 5),
    (pad16(".zwwy"), 5),
    (pad16(".wwwy"), 5),
    (pad16(".zxxz"), 5),
    (pad16(".wxxz"), 5),
    (pad16(".zyxz"), 5),
    (pad16(".wyxz"), 5),
    (pad16(".zzxz"), 5),
    (pad16(".wzxz"), 5),
    (pad16(".zwxz"), 5),
    (pad16(".wwxz"), 5),
    (pad16(".zxyz"), 5),
    (pad16(".wxyz"), 5),
    (pad16(".zyyz"), 5),
    (pad16(".wyyz"), 5),
    (pad16(".zzyz"), 5),
    (pad16(".wzyz"), 5),
    (pad16(".zwyz"), 5),
    (pad16(".wwyz"), 5),
    (pad16(".zxzz"), 5),
    (pad16(".wxzz"), 5),
    (pad16(".zyzz"), 5),
    (pad16(".wyzz"), 5),
    (pad16(".zzzz"), 5),
    (pad16(".wzzz"), 5),
    (pad16(".zwzz"), 5),
    (pad16(".wwzz"), 5),
    (pad16(".zxwz"), 5),
    (pad16(".wxwz"), 5),
    (pad16(".zywz"), 5),
    (pad16(".wywz"), 5),
    (pad16(".zzwz"), 5),
    (pad16(".wzwz"), 5),
    (pad16(".zwwz"), 5),
    (pad16(".wwwz"), 5),
    (pad16(".zxxw"), 5),
    (pad16(".wxxw"), 5),
    (pad16(".zyxw"), 5),
    (pad16(".wyxw"), 5),
    (pad16(".zzxw"), 5),
    (pad16(".wzxw"), 5),
    (pad16(".zwxw"), 5),
    (pad16(".wwxw"), 5),
    (pad16(".zxyw"), 5),
    (pad16(".wxyw"), 5),
    (pad16(".zyyw"), 5),
    (pad16(".wyyw"), 5),
    (pad16(".zzyw"), 5),
    (pad16(".wzyw"), 5),
    (pad16(".zwyw"), 5),
    (pad16(".wwyw"), 5),
    (pad16(".zxzw"), 5),
    (pad16(".wxzw"), 5),
    (pad16(".zyzw"), 5),
    (pad16(".wyzw"), 5),
    (pad16(".zzzw"), 5),
    (pad16(".wzzw"), 5),
    (pad16(".zwzw"), 5),
    (pad16(".wwzw"), 5),
    (pad16(".zxww"), 5),
    (pad16(".wxww"), 5),
    (pad16(".zyww"), 5),
    (pad16(".wyww"), 5),
    (pad16(".zzww"), 5),
    (pad16(".wzww"), 5),
    (pad16(".zwww"), 5),
    (pad16(".wwww"), 5),
];
static T37: [([u8; 16], u8); 64] = [
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(".add.f32"), 8),
    (pad16(".frc.f32"), 8),
    (pad16(".rcp.f32"), 8),
    (pad16(".rsq.f32"), 8),
    (pad16(".log.f32"), 8),
    (pad16(".exp.f32"), 8),
    (pad16(".dot.f32"), 8),
    (pad16(".min.f32"), 8),
    (pad16(".max.f32"), 8),
    (pad16(".dsx.f32"), 8),
    (pad16(".dsy.f32"), 8),
    (pad16(".mul.f32"), 8),
    (pad16(".sub.f32"), 8),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(".add.i16"), 8),
    (pad16(".sub.i16"), 8),
    (pad16(".mul.i16"), 8),
    (pad16(".add.u16"), 8),
    (pad16(".sub.u16"), 8),
    (pad16(".mul.u16"), 8),
    (pad16(".add.i32"), 8),
    (pad16(".add.u32"), 8),
    (pad16(".sub.i32"), 8),
    (pad16(".sub.u32"), 8),
    (pad16(".add.i8"), 7),
    (pad16(".sub.i8"), 7),
    (pad16(".add.u8"), 7),
    (pad16(".sub.u8"), 7),
    (pad16(".mul.i8"), 7),
    (pad16(".fpmul.u8"), 9),
    (pad16(".mul.u8"), 7),
    (pad16(".fpadd.u8"), 9),
    (pad16(".fpsub.u8"), 9),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(".and.u32"), 8),
    (pad16(".or.u32"), 7),
    (pad16(".xor.u32"), 8),
    (pad16(".shl.u32"), 8),
    (pad16(".shr.u32"), 8),
    (pad16(".rol.u32"), 8),
    (pad16(""), 255),
    (pad16(".asr.u32"), 8),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
];
static T38: [([u8; 16], u8); 4] = [
    (pad16(""), 0),
    (pad16(".zero"), 5),
    (pad16(".nonzero"), 8),
    (pad16(""), 255),
];
static T39: [([u8; 16], u8); 4] = [(pad16(""), 0), (pad16(".neg"), 4), (pad16(".pos"), 4), (pad16(""), 255)];
static T40: [([u8; 16], u8); 8] = [
    (pad16(", r"), 3),
    (pad16(", o"), 3),
    (pad16(", pa"), 4),
    (pad16(", x"), 3),
    (pad16(", sa"), 4),
    (pad16(", c"), 3),
    (pad16(", idx"), 5),
    (pad16(", ib"), 4),
];
static T41: [([u8; 16], u8); 8] = [
    (pad16(""), 0),
    (pad16(" chan_y"), 7),
    (pad16(" chan_z"), 7),
    (pad16(" chan_w"), 7),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
];
static T42: [([u8; 16], u8); 4] = [
    (pad16(""), 0),
    (pad16(" mask_u16"), 9),
    (pad16(" mask_f32"), 9),
    (pad16(""), 255),
];
static T43: [([u8; 16], u8); 16] = [
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16("and"), 3),
    (pad16("or"), 2),
    (pad16("xor"), 3),
    (pad16(""), 255),
    (pad16("shl"), 3),
    (pad16("rol"), 3),
    (pad16("shr"), 3),
    (pad16("asr"), 3),
    (pad16("rlp"), 3),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
];
static T44: [([u8; 16], u8); 4] = [(pad16(""), 0), (pad16("p0 "), 3), (pad16("p1 "), 3), (pad16("!p0 "), 4)];
static T45: [([u8; 16], u8); 4] = [
    (pad16("add"), 3),
    (pad16("sub"), 3),
    (pad16("min"), 3),
    (pad16("max"), 3),
];
static T46: [([u8; 16], u8); 4] = [
    (pad16("add"), 3),
    (pad16("sub"), 3),
    (pad16("lrp1"), 4),
    (pad16("lrp2"), 4),
];
static T47: [([u8; 16], u8); 2] = [(pad16(", r"), 3), (pad16(", pa"), 4)];
static T48: [([u8; 16], u8); 2] = [(pad16(""), 0), (pad16(".sat"), 4)];
static T49: [([u8; 16], u8); 8] = [
    (pad16(""), 0),
    (pad16(" repeat2"), 8),
    (pad16(" repeat3"), 8),
    (pad16(" repeat4"), 8),
    (pad16(" repeat5"), 8),
    (pad16(" repeat6"), 8),
    (pad16(" repeat7"), 8),
    (pad16(" repeat8"), 8),
];
static T50: [([u8; 16], u8); 4] = [
    (pad16(".u16"), 4),
    (pad16(".u16.sat"), 8),
    (pad16(".i16"), 4),
    (pad16(".i16.sat"), 8),
];
static T51: [([u8; 16], u8); 2] = [(pad16(".u32"), 4), (pad16(".i32"), 4)];
static T52: [([u8; 16], u8); 4] = [
    (pad16(""), 0),
    (pad16(""), 255),
    (pad16(" src2.32bit"), 11),
    (pad16(""), 255),
];
static T53: [([u8; 16], u8); 4] = [(pad16(".s0"), 3), (pad16(".s1"), 3), (pad16(""), 255), (pad16(""), 255)];
static T54: [([u8; 16], u8); 4] = [(pad16("1D"), 2), (pad16("2D"), 2), (pad16("Cube"), 4), (pad16(""), 255)];
static T55: [([u8; 16], u8); 4] = [
    (pad16(""), 0),
    (pad16("Bias"), 4),
    (pad16("Replace"), 7),
    (pad16("Grad"), 4),
];
static T56: [([u8; 16], u8); 2] = [(pad16(""), 0), (pad16(".minp"), 5)];
static T57: [([u8; 16], u8); 4] = [(pad16(""), 0), (pad16(""), 255), (pad16(".f16"), 4), (pad16(".f32"), 4)];
static T58: [([u8; 16], u8); 2] = [(pad16(" r"), 2), (pad16(" pa"), 3)];
static T59: [([u8; 16], u8); 4] = [
    (pad16(""), 0),
    (pad16(" drc1"), 5),
    (pad16(" drc2"), 5),
    (pad16(" drc3"), 5),
];
static T60: [([u8; 16], u8); 4] = [(pad16("a"), 1), (pad16("l"), 1), (pad16("t"), 1), (pad16(""), 255)];
static T61: [([u8; 16], u8); 4] = [(pad16("32"), 2), (pad16("16"), 2), (pad16("8"), 1), (pad16(""), 255)];
static T62: [([u8; 16], u8); 4] = [(pad16(" r"), 2), (pad16(" pa"), 3), (pad16(" o"), 2), (pad16(" sa"), 3)];
static T63: [([u8; 16], u8); 2] = [(pad16("ba"), 2), (pad16("br"), 2)];
static T64: [([u8; 16], u8); 2] = [(pad16(""), 0), (pad16(".savelink"), 9)];
static T65: [([u8; 16], u8); 8] = [
    (pad16(""), 0),
    (pad16(" wait_pt"), 8),
    (pad16(" wait_vcull"), 11),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(""), 255),
    (pad16(" wait_end"), 9),
];
