//! Table-writing shorthands shared by the encoding descriptions (their `f` and `W` are the caller's).

/// A one-bit choice: `atoms` when the bit is set, nothing when clear.
macro_rules! fl {
    ($bit:expr, $($a:expr),+) => {
        &[f(1u64 << $bit, 1u64 << $bit, &[$($a),+]), f(0, 1u64 << $bit, &[])]
    };
}
/// Words by the value of a `w`-bit field at `lsb`.
macro_rules! named {
    ($lsb:expr, $w:expr; $($v:expr => $n:expr),+ $(,)?) => {
        &[$(f(($v as u64) << $lsb, ((1u64 << $w) - 1) << $lsb, &[W($n)])),+]
    };
}
