//! `.nv.info` attribute records of ELF cubins. Each record is a format byte, an attribute byte and a
//! value: format 1 has none, 2 one byte, 3 two bytes, 4 a 16-bit size followed by that many bytes (all
//! little-endian). Attributes with a known layout are decoded; the others are shown raw.

use crate::{Attribute, Param};

/// One record. `value` holds the value bytes (for format 3, the 2 bytes; for format 4, the payload).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Record<'a> {
    pub attr: u8,
    pub fmt: u8,
    pub value: &'a [u8],
}

/// The records of a section, and the bytes left over when a record does not fit (shown raw).
pub(crate) fn records(mut data: &[u8]) -> (Vec<Record<'_>>, &[u8]) {
    let mut out = Vec::new();
    while data.len() >= 2 {
        let (fmt, attr) = (data[0], data[1]);
        let (skip, len) = match fmt {
            1 => (2, 0),
            2 => (2, 1),
            3 => (2, 2),
            4 if data.len() >= 4 => (4, u16::from_le_bytes([data[2], data[3]]) as usize),
            _ => break,
        };
        let Some(value) = data.get(skip..skip + len) else {
            break;
        };
        out.push(Record { attr, fmt, value });
        data = &data[skip + len..];
    }
    (out, data)
}

/// The usual name of attribute `attr` (as NVIDIA's tools print it, without the `EIATTR_` prefix).
pub(crate) fn attr_name(attr: u8) -> Option<&'static str> {
    const NAMES: [&str; 36] = [
        "ERROR",
        "PAD",
        "IMAGE_SLOT",
        "JUMPTABLE_RELOCS",
        "CTAIDZ_USED",
        "MAX_THREADS",
        "IMAGE_OFFSET",
        "IMAGE_SIZE",
        "TEXTURE_NORMALIZED",
        "SAMPLER_INIT",
        "PARAM_CBANK",
        "SMEM_PARAM_OFFSETS",
        "CBANK_PARAM_OFFSETS",
        "SYNC_STACK",
        "TEXID_SAMPID_MAP",
        "EXTERNS",
        "REQNTID",
        "FRAME_SIZE",
        "MIN_STACK_SIZE",
        "SAMPLER_FORCE_UNNORMALIZED",
        "BINDLESS_IMAGE_OFFSETS",
        "BINDLESS_TEXTURE_BANK",
        "BINDLESS_SURFACE_BANK",
        "KPARAM_INFO",
        "SMEM_PARAM_SIZE",
        "CBANK_PARAM_SIZE",
        "QUERY_NUMATTRIB",
        "MAXREG_COUNT",
        "EXIT_INSTR_OFFSETS",
        "S2RCTAID_INSTR_OFFSETS",
        "CRS_STACK_SIZE",
        "NEED_CNP_WRAPPER",
        "NEED_CNP_PATCH",
        "EXPLICIT_CACHING",
        "ISTYPEP_USED",
        "MAX_STACK_SIZE",
    ];
    NAMES.get(attr as usize).copied()
}

pub(crate) const KPARAM_INFO: u8 = 0x17;
/// Attributes of the module-wide `.nv.info` whose payload is (symbol index u32, value u32).
pub(crate) const PER_SYMBOL: [u8; 3] = [0x11, 0x12, 0x23];

fn u32_at(b: &[u8], i: usize) -> u32 {
    u32::from_le_bytes([b[i], b[i + 1], b[i + 2], b[i + 3]])
}

/// A KPARAM_INFO payload: index u32, ordinal u16, offset u16, then a word whose bits 18..32 hold the size.
pub(crate) fn kparam(r: &Record) -> Option<Param> {
    if r.attr != KPARAM_INFO || r.fmt != 4 || r.value.len() != 12 {
        return None;
    }
    let v = r.value;
    Some(Param {
        ordinal: u16::from_le_bytes([v[4], v[5]]) as u32,
        offset: u16::from_le_bytes([v[6], v[7]]) as u32,
        size: u32_at(v, 8) >> 18,
    })
}

/// (symbol index, value) of a per-symbol record of the module-wide section.
pub(crate) fn per_symbol(r: &Record) -> Option<(u32, u32)> {
    (PER_SYMBOL.contains(&r.attr) && r.fmt == 4 && r.value.len() == 8)
        .then(|| (u32_at(r.value, 0), u32_at(r.value, 4)))
}

/// FRAME_SIZE, MIN_STACK_SIZE, CRS_STACK_SIZE and MAX_STACK_SIZE: sizes in bytes.
pub(crate) const FRAME_SIZE: u8 = 0x11;
pub(crate) const MIN_STACK_SIZE: u8 = 0x12;
pub(crate) const CRS_STACK_SIZE: u8 = 0x1e;
pub(crate) const MAX_STACK_SIZE: u8 = 0x23;

/// The size a stack record of a kernel's own section gives: a 2-byte value, a 4-byte payload, or
/// (symbol index, value) as the module-wide section writes it.
pub(crate) fn own_size(r: &Record) -> Option<u32> {
    match (r.fmt, r.value.len()) {
        (3, 2) => Some(u16::from_le_bytes([r.value[0], r.value[1]]) as u32),
        (4, 4) => Some(u32_at(r.value, 0)),
        (4, 8) => Some(u32_at(r.value, 4)),
        _ => None,
    }
}

/// The record as an attribute: known fixed-size values as numbers, payloads as hex words.
pub(crate) fn attribute(r: &Record) -> Attribute {
    let name = match attr_name(r.attr) {
        Some(n) => n.to_string(),
        None => format!("attr 0x{:02x}", r.attr),
    };
    let value = match (r.fmt, kparam(r)) {
        (_, Some(p)) => {
            let index = u32_at(r.value, 0);
            format!(
                "param {} at offset 0x{:x}, {} bytes (index 0x{index:x}, flags 0x{:08x})",
                p.ordinal,
                p.offset,
                p.size,
                u32_at(r.value, 8)
            )
        }
        (1, _) => String::new(),
        (2, _) => format!("0x{:x}", r.value[0]),
        (3, _) => {
            let v = u16::from_le_bytes([r.value[0], r.value[1]]);
            format!("{v} (0x{v:x})")
        }
        _ => raw(r.value),
    };
    Attribute { name, value }
}

/// Bytes as little-endian 32-bit hex words, any tail as bytes.
pub(crate) fn raw(b: &[u8]) -> String {
    let mut parts: Vec<String> = b
        .chunks_exact(4)
        .map(|c| format!("0x{:08x}", u32_at(c, 0)))
        .collect();
    parts.extend(
        b.chunks_exact(4)
            .remainder()
            .iter()
            .map(|x| format!("{x:02x}")),
    );
    if parts.is_empty() {
        "(empty)".into()
    } else {
        parts.join(" ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sm10_section() {
        // From a real sm_10 cubin: SMEM_PARAM_OFFSETS, SMEM_PARAM_SIZE, one KPARAM_INFO, SYNC_STACK.
        let data = [
            0x04, 0x0b, 0x10, 0x00, 0, 0, 0, 0, 8, 0, 0, 0, 0x10, 0, 0, 0, 0x18, 0, 0, 0, 0x03,
            0x18, 0x1c, 0x00, 0x04, 0x17, 0x0c, 0x00, 0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x18,
            0x00, 0x00, 0xf0, 0x13, 0x00, 0x04, 0x0d, 0x08, 0x00, 0x08, 0x00, 0x01, 0x00, 0x01,
            0x00, 0x00, 0x00,
        ];
        let (recs, rest) = records(&data);
        assert!(rest.is_empty());
        assert_eq!(recs.len(), 4);
        assert_eq!(
            kparam(&recs[2]),
            Some(Param {
                ordinal: 3,
                offset: 0x18,
                size: 4
            })
        );
        assert_eq!(attribute(&recs[1]).value, "28 (0x1c)");
        assert_eq!(attribute(&recs[0]).name, "SMEM_PARAM_OFFSETS");
        assert_eq!(records(&[0x04, 0x0b, 0xff, 0xff, 1]).1.len(), 5);
    }
}
