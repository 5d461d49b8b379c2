//! The texts of the table-coded swizzles ([`super::Item::Sfx`]): by the value of the swizzle fields and
//! the fields that choose the table. Each table has distinct texts for the entries of one context, so
//! that the parser finds the value back; an undefined entry has no text (`None`), and its fields print
//! after `???`.

use super::swizzle::{self, Ch, U};
use super::CHANNEL_LETTERS;

/// VMAD2's three-bit swizzle tables, per source (Vita3K's and the SGX documents' tables, as facts).
const MAD2_SRC0: [&str; 8] = ["xxxx", "yyyy", "zzzz", "wwww", "xyzw", "yzxw", "xyww", "zwxy"];
const MAD2_SRC1: [&str; 8] = ["xxxx", "yyyy", "zzzz", "wwww", "xyzw", "xyyz", "yyww", "wyzw"];
const MAD2_SRC2: [&str; 8] = ["xxxx", "yyyy", "zzzz", "wwww", "xyzw", "xzww", "xxyz", "xyzz"];

fn dotted(s: &str) -> Option<String> {
    Some(format!(".{s}"))
}

/// `.` and the letters of `n` selectors; `None` when one is undefined.
fn letters(sel: [Ch; 4], n: usize) -> Option<String> {
    let mut s = String::from(".");
    for &c in &sel[..n] {
        if c == U {
            return None;
        }
        s.push(CHANNEL_LETTERS[c as usize] as char);
    }
    Some(s)
}

/// VMAD2 source 0: `bits01 | bits2 << 2`.
pub fn mad2_src0(v: u64) -> Option<String> {
    dotted(MAD2_SRC0[(v & 7) as usize])
}
/// VMAD2 source 1: `bits01 | bit2 << 2`.
pub fn mad2_src1(v: u64) -> Option<String> {
    dotted(MAD2_SRC1[(v & 7) as usize])
}
/// VMAD2 source 2.
pub fn mad2_src2(v: u64) -> Option<String> {
    dotted(MAD2_SRC2[(v & 7) as usize])
}

/// A vec3/vec4 swizzle with its extension bit: `swiz | ext << 4 | vec4 << 5` (VMAD's sources).
pub fn vec34_ext(v: u64) -> Option<String> {
    let vec4 = v >> 5 & 1 == 1;
    letters(swizzle::vec34(v & 15, v >> 4 & 1 == 1, vec4), if vec4 { 4 } else { 3 })
}

/// A vec3/vec4 swizzle without an extension bit: `swiz | vec4 << 4` (VDP's internal source).
pub fn vec34(v: u64) -> Option<String> {
    let vec4 = v >> 4 & 1 == 1;
    letters(swizzle::vec34(v & 15, false, vec4), if vec4 { 4 } else { 3 })
}

/// A four-component swizzle of the standard table (V32NMAD/V16NMAD source 2).
pub fn vec4(v: u64) -> Option<String> {
    letters(swizzle::vec34(v & 15, false, true), 4)
}

/// VMOV's source swizzle, `swiz | move_data_type << 4`: the vec4 table for f16 and f32 moves; the
/// integer and fx10 moves do not swizzle (0 shows nothing, other values are not understood).
pub fn vmov(v: u64) -> Option<String> {
    match v >> 4 {
        4 | 5 => vec4(v & 15),
        _ if v & 15 == 0 => Some(String::new()),
        _ => None,
    }
}

/// The one component a scalar operation reads (VCOMP's `src_comp`).
pub fn component(v: u64) -> Option<String> {
    Some(format!(".{}", CHANNEL_LETTERS[(v & 3) as usize] as char))
}

/// VPCK's component selects from an f32 source, two bits each: `sel0 | sel1 << 2 | ...` (the
/// fields `comp_sel_0_bit0`, `comp0_sel_bit1`, `comp_sel_1`..`3` joined).
pub fn selects(v: u64) -> Option<String> {
    let sel0 = v & 3;
    let rest = v >> 2;
    let s: String = [sel0, rest & 3, rest >> 2 & 3, rest >> 4 & 3].iter().map(|&c| CHANNEL_LETTERS[c as usize] as char).collect();
    Some(format!(".{s}"))
}

/// VPCK's component selects from a source other than f32, `sel0_bit0 | sel1 << 1 | sel2 << 3 | sel3
/// << 5 | src2_n << 7`: the first select's high bit is the low bit of src2's number (Vita3K's reading,
/// and the executor's; src2 is not read for these sources).
pub fn selects_narrow(v: u64) -> Option<String> {
    let sel0 = v & 1 | (v >> 7 & 1) << 1;
    // Built by hand: a table of 8,192 entries is made of these.
    let mut s = String::with_capacity(5);
    s.push('.');
    s.extend([sel0, v >> 1 & 3, v >> 3 & 3, v >> 5 & 3].map(|c| CHANNEL_LETTERS[c as usize] as char));
    Some(s)
}

#[cfg(test)]
mod tests {
    /// Within one context (the bits above the shown fields), no two entries print the same text.
    #[test]
    fn texts_are_distinct_per_context() {
        type T = fn(u64) -> Option<String>;
        let tables: [(T, u32, u32); 10] = [
            (super::selects, 8, 0),
            (super::selects_narrow, 7, 6),
            (super::component, 2, 0),
            (super::mad2_src0, 3, 0),
            (super::mad2_src1, 3, 0),
            (super::mad2_src2, 3, 0),
            (super::vec34_ext, 5, 1),
            (super::vec34, 4, 1),
            (super::vec4, 4, 0),
            (super::vmov, 4, 3),
        ];
        for (t, w, c) in tables {
            for ctx in 0..1u64 << c {
                let mut seen = std::collections::HashSet::new();
                for v in 0..1u64 << w {
                    if let Some(s) = t(v | ctx << w) {
                        assert!(seen.insert(s.clone()), "{s} twice (context {ctx})");
                    }
                }
            }
        }
    }
}
