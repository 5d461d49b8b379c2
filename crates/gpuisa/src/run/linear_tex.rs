//! Textures bound to linear global memory, as the command line's `--texture` gives them: Tesla's
//! `N=ADDR,WIDTH[,HEIGHT[,FORMAT]]` (a texture unit) and Fermi's `N=ADDR,COUNT[,CHANNELS]` (as
//! `cudaBindTexture` binds memory for `tex1Dfetch`). Each must lie in global memory.

use crate::params::{num, short};

/// Texture units or indices at most (the instructions' field is 8 bits).
pub const MAX_TEXTURES: u64 = 256;

/// `N=A,B,...`: the texture's number (below [`MAX_TEXTURES`]; `names` says what names them) and the parts.
fn split<'s>(spec: &'s str, bad: &dyn Fn() -> String, names: &str) -> Result<(u64, Vec<&'s str>), String> {
    let (n, rest) = spec.split_once('=').ok_or_else(bad)?;
    let n = num(n).map_err(|e| format!("--texture: {e}"))?;
    if n >= MAX_TEXTURES {
        return Err(format!("--texture: texture {n} ({names} 0 to {})", MAX_TEXTURES - 1));
    }
    Ok((n, rest.split(',').collect()))
}

/// One Tesla `N=ADDR,WIDTH[,HEIGHT[,FORMAT]]`: FORMAT `b32` (default), `b32x2` or `b32x4` (32-bit
/// channels an element).
pub fn tesla(spec: &str, global_size: u64) -> Result<(usize, gpuisa_tesla::exec::tex::Texture), String> {
    let bad = || format!("--texture `{}`: write N=ADDR,WIDTH[,HEIGHT[,FORMAT]] (FORMAT b32, b32x2 or b32x4)", short(spec));
    let (n, parts) = split(spec, &bad, "the instructions name")?;
    let (addr, width, height, format) = match parts[..] {
        [a, w] => (a, w, "1", "b32"),
        [a, w, h] => (a, w, h, "b32"),
        [a, w, h, f] => (a, w, h, f),
        _ => return Err(bad()),
    };
    let channels = match format {
        "b32" => 1,
        "b32x2" => 2,
        "b32x4" => 4,
        _ => return Err(bad()),
    };
    let addr = num(addr).map_err(|e| format!("--texture: {e}"))?;
    let (width, height) = (num(width).map_err(|e| format!("--texture: {e}"))?, num(height).map_err(|e| format!("--texture: {e}"))?);
    if !(1..=1 << 16).contains(&width) || !(1..=1 << 16).contains(&height) {
        return Err(format!("--texture `{}`: width and height are 1 to 65536", short(spec)));
    }
    let tex = gpuisa_tesla::exec::tex::Texture { addr, width: width as u32, height: height as u32, channels };
    if addr.checked_add(tex.bytes()).is_none_or(|end| end > global_size) {
        return Err(format!("--texture `{}`: {} bytes at {addr:#x} do not fit the {global_size} bytes of global memory", short(spec), tex.bytes()));
    }
    Ok((n as usize, tex))
}

/// Whether a Fermi `spec` is a linear binding (`N=ADDR,COUNT[,CHANNELS]`, all numbers) rather than a file.
pub fn is_linear(spec: &str) -> bool {
    spec.split_once('=').is_some_and(|(_, r)| {
        let parts: Vec<&str> = r.split(',').collect();
        (2..=3).contains(&parts.len()) && parts.iter().all(|p| num(p).is_ok())
    })
}

/// One Fermi `N=ADDR,COUNT[,CHANNELS]`: the index and the binding.
pub fn fermi(spec: &str, global_size: u64) -> Result<(usize, gpuisa_fermi::exec::tex::Texture), String> {
    let bad = || format!("--texture `{}`: write N=ADDR,COUNT[,CHANNELS]", short(spec));
    let (n, parts) = split(spec, &bad, "TLD names")?;
    let (addr, count, channels) = match parts[..] {
        [a, c] => (a, c, "1"),
        [a, c, ch] => (a, c, ch),
        _ => return Err(bad()),
    };
    let addr = num(addr).map_err(|e| format!("--texture: {e}"))?;
    let count = num(count).map_err(|e| format!("--texture: {e}"))?;
    let channels = match num(channels).map_err(|e| format!("--texture: {e}"))? {
        c @ (1 | 2 | 4) => c as u8,
        c => return Err(format!("--texture `{}`: {c} channels (1, 2 or 4)", short(spec))),
    };
    let bytes = count.checked_mul(4 * u64::from(channels)).and_then(|b| b.checked_add(addr));
    if bytes.is_none_or(|end| end > global_size) {
        return Err(format!(
            "--texture `{}`: {count} elements of {} bytes at {addr:#x} do not fit the {global_size} bytes of global memory",
            short(spec),
            4 * channels
        ));
    }
    Ok((n as usize, gpuisa_fermi::exec::tex::Texture { addr, count, channels }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_binding_must_end_within_global_memory() {
        // 4 elements of 2 channels are 4 * 2 * 4 = 32 bytes: 0x100..0x120.
        let (n, t) = fermi("3=0x100,4,2", 0x120).unwrap();
        assert_eq!((n, t.addr, t.count, t.channels), (3, 0x100, 4, 2));
        assert!(fermi("3=0x100,4,2", 0x11f).unwrap_err().contains("do not fit the 287 bytes"));
        // Tesla: 2 x 3 elements of 4 channels are 2 * 3 * 16 = 96 bytes: 0..0x60.
        assert_eq!(tesla("0=0,2,3,b32x4", 0x60).unwrap().0, 0);
        assert!(tesla("0=0,2,3,b32x4", 0x5f).is_err());
    }

    #[test]
    fn numbers_and_forms_are_checked() {
        assert!(fermi("256=0,1", 1 << 20).unwrap_err().contains("TLD names 0 to 255"));
        assert!(tesla("256=0,1", 1 << 20).unwrap_err().contains("the instructions name 0 to 255"));
        assert!(fermi("1=0,1,3", 1 << 20).unwrap_err().contains("3 channels"));
        assert!(tesla("1=0,1,1,b16", 1 << 20).unwrap_err().contains("write N=ADDR,WIDTH"));
        assert!(is_linear("1=0x10,4") && !is_linear("1=tex.png"));
    }
}
