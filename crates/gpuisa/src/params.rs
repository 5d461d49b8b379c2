//! Kernel parameter values as `--param` gives them: integers, floats, and lists of 32-bit words for
//! parameters wider than 8 bytes (structures, `int4`), each sized as the cubin's metadata says.

/// A number: decimal or 0x hex.
pub fn num(s: &str) -> Result<u64, String> {
    let s = s.trim();
    let v = match s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
        Some(h) => u64::from_str_radix(h, 16),
        None => s.parse(),
    };
    v.map_err(|_| if s.is_empty() { "an empty value is not a number".to_string() } else { format!("`{}` is not a number", short(s)) })
}

/// At most 40 characters of a value, for messages.
pub fn short(s: &str) -> String {
    match s.char_indices().nth(40) {
        Some((i, _)) => format!("{}…", &s[..i]),
        None => s.to_string(),
    }
}

/// A parameter word: an integer (-2^31 ..= 2^32-1), or a finite float (with a point or an exponent) as its
/// f32 bits (`inf` and `nan` spelled out are taken as they are).
pub fn param(s: &str) -> Result<u32, String> {
    let t = s.trim();
    let named = ["inf", "-inf", "+inf", "nan", "infinity", "-infinity"].contains(&t.to_ascii_lowercase().as_str());
    let is_float = !t.starts_with("0x") && (named || t.contains('.') || t.contains(['e', 'E']));
    if is_float {
        let v = t.parse::<f32>().map_err(|_| format!("--param `{}` is not a number", short(s)))?;
        if !v.is_finite() && !named {
            return Err(format!("--param `{}` is beyond the range of a 32-bit float", short(s)));
        }
        return Ok(v.to_bits());
    }
    if let Some(neg) = t.strip_prefix('-') {
        let v = num(neg).map_err(|e| format!("--param: {e}"))?;
        if v > 1 << 31 {
            return Err(format!("--param `{}` does not fit 32 bits", short(s)));
        }
        return Ok((v as u32).wrapping_neg());
    }
    let v = num(t).map_err(|e| format!("--param: {e}"))?;
    u32::try_from(v).map_err(|_| format!("--param `{}` does not fit 32 bits", short(s)))
}

/// A 64-bit parameter value: an unsigned or negative integer.
pub fn param64(s: &str) -> Result<u64, String> {
    let t = s.trim();
    match t.strip_prefix('-') {
        Some(neg) => {
            let v = num(neg).map_err(|e| format!("--param: {e}"))?;
            if v > 1 << 63 {
                return Err(format!("--param `{}` does not fit 64 bits", short(s)));
            }
            Ok(v.wrapping_neg())
        }
        None => num(t).map_err(|e| format!("--param: {e}")),
    }
}

/// An 8-byte parameter: an integer, or a float (with a point or exponent) as its f64 bits.
pub fn param8(s: &str) -> Result<u64, String> {
    let t = s.trim();
    if !t.starts_with("0x") && (t.contains('.') || t.contains(['e', 'E'])) {
        return t
            .parse::<f64>()
            .map(f64::to_bits)
            .map_err(|_| format!("--param `{}` is not a number", short(s)));
    }
    param64(s)
}

/// The bytes of a `size`-byte parameter: an integer for 1 and 2 bytes (signed or unsigned), a word
/// ([`param`]) for 4, [`param8`] for 8, or for any multiple of 4 a list `V,V,...` of one word each 4 bytes
/// (a structure's or vector's fields, in order).
pub fn param_bytes(s: &str, size: u32) -> Result<Vec<u8>, String> {
    let words: Vec<&str> = s.split(',').collect();
    if words.len() > 1 {
        if !size.is_multiple_of(4) || words.len() as u64 * 4 != u64::from(size) {
            return Err(format!(
                "--param `{}`: {} words ({} bytes) for a {size}-byte parameter",
                short(s),
                words.len(),
                4 * words.len()
            ));
        }
        let mut out = Vec::with_capacity(size as usize);
        for w in words {
            out.extend_from_slice(&param(w)?.to_le_bytes());
        }
        return Ok(out);
    }
    match size {
        1 | 2 => {
            let bits = 8 * size;
            let t = s.trim();
            let v = match t.strip_prefix('-') {
                Some(neg) => num(neg).ok().filter(|&v| v <= 1 << (bits - 1)).map(|v| v.wrapping_neg()),
                None => num(t).ok().filter(|&v| v < 1 << bits),
            };
            let v = v.ok_or_else(|| format!("--param `{}` is not an integer that fits the parameter's {bits} bits", short(s)))?;
            Ok(v.to_le_bytes()[..size as usize].to_vec())
        }
        4 => Ok(param(s)?.to_le_bytes().to_vec()),
        8 => Ok(param8(s)?.to_le_bytes().to_vec()),
        n if n % 4 == 0 => Err(format!(
            "--param `{}`: the parameter has {n} bytes; give its {} 32-bit words as `V,V,...`",
            short(s),
            n / 4
        )),
        n => Err(format!("--param `{}`: the parameter has {n} bytes, which is neither 1, 2 nor a multiple of 4", short(s))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_size_takes_its_own_kind_of_value() {
        assert_eq!(param_bytes("1", 1).unwrap(), [1]);
        assert_eq!(param_bytes("-1", 1).unwrap(), [0xff]);
        assert_eq!(param_bytes("0x1234", 2).unwrap(), [0x34, 0x12]);
        assert_eq!(param_bytes("-32768", 2).unwrap(), [0x00, 0x80]);
        assert!(param_bytes("256", 1).is_err());
        assert!(param_bytes("-129", 1).is_err());
        assert!(param_bytes("1.5", 2).is_err());
        assert_eq!(param_bytes("1.0", 4).unwrap(), 1.0f32.to_bits().to_le_bytes());
        assert_eq!(param_bytes("1.0", 8).unwrap(), 1.0f64.to_bits().to_le_bytes());
        assert_eq!(param_bytes("1.0,2", 8).unwrap(), [0, 0, 0x80, 0x3f, 2, 0, 0, 0]);
        let four = param_bytes("1,2,3,-1", 16).unwrap();
        assert_eq!(four, [1, 0, 0, 0, 2, 0, 0, 0, 3, 0, 0, 0, 0xff, 0xff, 0xff, 0xff]);
    }

    #[test]
    fn a_list_of_the_wrong_length_or_a_wide_parameter_without_one_is_an_error() {
        let e = param_bytes("1,2,3", 16).unwrap_err();
        assert!(e.contains("3 words (12 bytes) for a 16-byte"), "{e}");
        let e = param_bytes("7", 72).unwrap_err();
        assert!(e.contains("18 32-bit words"), "{e}");
        assert!(param_bytes("1", 3).unwrap_err().contains("3 bytes"));
        assert!(param_bytes("1,2", 2).is_err());
    }
}
