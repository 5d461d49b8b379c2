//! Swizzle tables of the vector formats (`vec34`, Vita3K's `decode_vec34_swizzle`) and of the dual-issue
//! formats (`dual`, its `decode_dual_swizzle`), read from a 4-bit swizzle field and its extension bit: one
//! table each for the disassembler's text and for execution.

/// A channel selector.
pub type Ch = u8;
pub const X: Ch = 0;
pub const Y: Ch = 1;
pub const Z: Ch = 2;
pub const W: Ch = 3;
/// The constants 0, 1 and 2.
pub const C0: Ch = 4;
pub const C1: Ch = 5;
pub const C2: Ch = 6;
/// One half.
pub const H: Ch = 7;
/// No swizzle is encoded by this value.
pub const U: Ch = 8;

/// Vita3K's `decode_dual_swizzle`.
pub const fn dual(swz: u64, ext: bool, vec4: bool) -> [Ch; 4] {
    const V4: [[Ch; 4]; 16] = [
        [X, X, X, X],
        [Y, Y, Y, Y],
        [Z, Z, Z, Z],
        [W, W, W, W],
        [X, Y, Z, W],
        [Y, Z, W, W],
        [X, Y, Z, Z],
        [X, X, Y, Z],
        [X, Y, X, Y],
        [X, Y, W, Z],
        [Z, X, Y, W],
        [Z, W, Z, W],
        [C0, C0, C0, C0],
        [H, H, H, H],
        [C1, C1, C1, C1],
        [C2, C2, C2, C2],
    ];
    const V4E: [[Ch; 4]; 16] = [
        [Y, Z, X, W],
        [Z, W, X, Y],
        [X, Z, W, Y],
        [Y, Y, W, W],
        [W, Y, Z, W],
        [W, Z, W, Z],
        [X, Y, Z, X],
        [Z, Z, W, W],
        [X, W, Z, X],
        [Y, Y, Y, X],
        [Y, Y, Y, Z],
        [Z, W, Z, W],
        [Y, Z, X, Z],
        [X, X, Y, Y],
        [X, Z, W, W],
        [X, Y, Z, C1],
    ];
    const V3: [[Ch; 3]; 16] = [
        [X, X, X],
        [Y, Y, Y],
        [Z, Z, Z],
        [W, W, W],
        [X, Y, Z],
        [Y, Z, W],
        [X, X, Y],
        [X, Y, X],
        [Y, Y, X],
        [Y, Y, Z],
        [Z, X, Y],
        [X, Z, Y],
        [C0, C0, C0],
        [H, H, H],
        [C1, C1, C1],
        [C2, C2, C2],
    ];
    const V3E: [[Ch; 3]; 16] = [
        [X, Y, Y],
        [Y, X, Y],
        [X, X, Z],
        [Y, X, X],
        [X, Y, C0],
        [X, C1, C0],
        [X, Z, Y],
        [Y, Z, X],
        [Z, Y, X],
        [Z, Z, Y],
        [X, Y, C1],
        [U, U, U],
        [U, U, U],
        [U, U, U],
        [U, U, U],
        [U, U, U],
    ];
    let i = (swz & 15) as usize;
    if vec4 {
        if ext {
            V4E[i]
        } else {
            V4[i]
        }
    } else {
        let s = if ext { V3E[i] } else { V3[i] };
        [s[0], s[1], s[2], X]
    }
}

/// Vita3K's `decode_vec34_swizzle`: vec4 (or vec3, fourth channel `x`) tables, standard or extended.
pub fn vec34(swz: u64, ext: bool, vec4: bool) -> [Ch; 4] {
    const V4: [[Ch; 4]; 16] = [
        [X, X, X, X],
        [Y, Y, Y, Y],
        [Z, Z, Z, Z],
        [W, W, W, W],
        [X, Y, Z, W],
        [Y, Z, W, W],
        [X, Y, Z, Z],
        [X, X, Y, Z],
        [X, Y, X, Y],
        [X, Y, W, Z],
        [Z, X, Y, W],
        [Z, W, Z, W],
        [Y, Z, X, Z],
        [X, X, Y, Y],
        [X, Z, W, W],
        [X, Y, Z, C1],
    ];
    const V4E: [[Ch; 4]; 16] = [
        [Y, Z, X, W],
        [Z, W, X, Y],
        [X, Z, W, Y],
        [Y, Y, W, W],
        [W, Y, Z, W],
        [W, Z, W, Z],
        [X, Y, Z, X],
        [Z, Z, W, W],
        [X, W, Z, X],
        [Y, Y, Y, X],
        [Y, Y, Y, Z],
        [X, Z, Y, W],
        [X, X, X, Y],
        [Z, Y, X, W],
        [Y, Y, Z, Z],
        [Z, Z, Z, Y],
    ];
    const V3: [[Ch; 3]; 16] = [
        [X, X, X],
        [Y, Y, Y],
        [Z, Z, Z],
        [W, W, W],
        [X, Y, Z],
        [Y, Z, W],
        [X, X, Y],
        [X, Y, X],
        [Y, Y, X],
        [Y, Y, Z],
        [Z, X, Y],
        [X, Z, Y],
        [Y, Z, X],
        [Z, Y, X],
        [Z, Z, Y],
        [X, Y, C1],
    ];
    const V3E: [[Ch; 3]; 16] = [
        [X, Y, Y],
        [Y, X, Y],
        [X, X, Z],
        [Y, X, X],
        [X, Y, C0],
        [X, C1, C0],
        [C0, C0, C0],
        [C1, C1, C1],
        [H, H, H],
        [C2, C2, C2],
        [X, C0, C0],
        [U, U, U],
        [U, U, U],
        [U, U, U],
        [U, U, U],
        [U, U, U],
    ];
    let i = (swz & 15) as usize;
    if vec4 {
        if ext {
            V4E[i]
        } else {
            V4[i]
        }
    } else {
        let s = if ext { V3E[i] } else { V3[i] };
        [s[0], s[1], s[2], X]
    }
}
