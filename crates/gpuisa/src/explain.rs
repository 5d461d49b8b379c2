//! `explain`: every field of an instruction, from its decoded value (the table engine's walk along the
//! instruction's path, `gpuisa_engine::explain`, or the USSE's and isa30's own descriptions), never from
//! its text.

use crate::Arch;
use gpuisa_core::Isa;
use gpuisa_engine::explain::{explain as engine_explain, Explained};

/// One instruction, decoded and explained.
pub struct Explanation {
    /// The words in the `--lines` key format (Tesla: word 0 first; Fermi: one 64-bit word, or 32 bits).
    pub key: Vec<String>,
    /// The instruction (word 1 in bits 32..64) and the mask of its width.
    pub bits: u64,
    pub width: u64,
    /// Its text in the architecture's default syntax.
    pub text: String,
    /// Tesla, Fermi: the form's name (`gpuisa_tesla::Code`, `gpuisa_fermi::Code`).
    pub form: Option<&'static str>,
    /// Its fields and the bits no field reads.
    pub ex: Explained,
}

/// The word size of `arch`'s key format, and its name in messages.
pub fn key_words(arch: Arch) -> (usize, &'static str) {
    match arch {
        Arch::Tesla => (4, "a Tesla word is 8 hex digits (two words for a long instruction, word 0 first)"),
        Arch::Fermi => (8, "a Fermi instruction is 16 hex digits (word 1 << 32 | word 0), or 8 for a short form"),
        Arch::Usse => (8, "a USSE instruction is 16 hex digits (the 64-bit word)"),
        Arch::Isa30 => (4, "an isa30 instruction is 8 hex digits"),
    }
}

/// Explains the one instruction `bytes` hold (in the order `dis --lines` reads its words: Tesla word 0
/// first; Fermi's 64-bit value, or 32 bits for a short form; USSE's 64-bit word; isa30's 32-bit word).
/// A length that is not the instruction's is refused: a digit left out would shift every field.
///
/// ```
/// let e = gpuisa::explain::explain_bytes(gpuisa::Arch::Fermi, &0x2800440400005de4u64.to_le_bytes()).unwrap();
/// assert_eq!(e.text, "MOV R1, c [0x1] [0x100];");
/// assert!(e.ex.fields.iter().any(|f| f.name == "opcode"));
/// ```
pub fn explain_bytes(arch: Arch, bytes: &[u8]) -> Result<Explanation, String> {
    let mut form = None;
    let (bits, width, text, ex): (u64, u64, String, Explained) = match arch {
        Arch::Tesla => {
            let mut b = [0u8; 8];
            if bytes.len() > 8 {
                return Err(format!("{} words: an instruction is one or two", bytes.len() / 4));
            }
            b[..bytes.len()].copy_from_slice(bytes);
            let bits = u64::from_le_bytes(b);
            // Word 0 bit 0 says long (two words) or short (one).
            let want = if bits & 1 != 0 { 8 } else { 4 };
            if bytes.len() != want {
                return Err(if want == 8 {
                    "word 0 is a long instruction's (bit 0 set): give both words as one argument, `\"xxxxxxxx yyyyyyyy\"`".to_string()
                } else {
                    "word 0 is a short instruction's (bit 0 clear): give it alone".to_string()
                });
            }
            let t = gpuisa_tesla::Tesla::new(gpuisa_tesla::Variant::Gt215, gpuisa_tesla::ProgramType::Compute);
            let mut text = String::new();
            t.disassemble_bits(bits, 0, &mut text);
            let width = if want == 8 { !0 } else { 0xffff_ffff };
            let insn = t.decode_bits(bits);
            form = Some(gpuisa_tesla::code_of(&insn).name());
            (bits, width, text, engine_explain(gpuisa_tesla::encoding::ROOT, &insn, bits, width))
        }
        Arch::Fermi => {
            if !matches!(bytes.len(), 4 | 8) {
                return Err("give one 64-bit word (16 hex digits, word 1 << 32 | word 0), or 8 for a short form".to_string());
            }
            let mut b = [0u8; 8];
            b[..bytes.len()].copy_from_slice(bytes);
            let bits = u64::from_le_bytes(b);
            // Word 0 bit 3 set: a 32-bit short form, given as 8 digits (or a cuobjdump word of 8).
            let short = bits & 8 != 0;
            if short && bytes.len() == 8 {
                return Err("word 0 is a short form's (bit 3 set): give its 8 hex digits alone".to_string());
            }
            if !short && bytes.len() == 4 {
                return Err("word 0 is not a short form's (bit 3 clear): give all 16 hex digits (word 1 << 32 | word 0)".to_string());
            }
            let width = if short { 0xffff_ffff } else { !0 };
            let f = gpuisa_fermi::Fermi::default();
            let mut text = String::new();
            f.disassemble_bits(bits & width, 0, &mut text);
            let bits = bits & width;
            let insn = f.decode_bits(bits);
            form = Some(gpuisa_fermi::code_of(&insn).name());
            (bits, width, text, engine_explain(gpuisa_fermi::encoding::ROOT, &insn, bits, width))
        }
        Arch::Usse => {
            if bytes.len() != 8 {
                return Err("give one 64-bit word (16 hex digits)".to_string());
            }
            let mut text = String::new();
            gpuisa_usse::Usse::default().disassemble(bytes, 0, &mut text).map_err(|e| e.to_string())?;
            let bits = u64::from_le_bytes(bytes[..8].try_into().unwrap_or_default());
            let (fields, unexplained) = gpuisa_usse::explain::explain(&gpuisa_usse::insn::Insn::decode(bits));
            (bits, !0, text, Explained { fields, unexplained })
        }
        Arch::Isa30 => {
            if bytes.len() != 4 {
                return Err("give one 32-bit word (8 hex digits)".to_string());
            }
            let mut text = String::new();
            gpuisa_isa30::Isa30::new().disassemble(bytes, 0, &mut text).map_err(|e| e.to_string())?;
            let word = u32::from_le_bytes(bytes[..4].try_into().unwrap_or_default());
            let (fields, unexplained) = gpuisa_isa30::explain::explain(word);
            (word as u64, 0xffff_ffff, text, Explained { fields, unexplained })
        }
    };
    let key = if arch == Arch::Tesla {
        let mut k = vec![format!("{:08x}", bits & 0xffff_ffff)];
        if width == !0 {
            k.push(format!("{:08x}", bits >> 32));
        }
        k
    } else if width == !0 {
        vec![format!("{bits:016x}")]

    } else {
        vec![format!("{bits:08x}")]
    };
    Ok(Explanation { key, bits, width, text, form, ex })
}


/// A mask's runs of bits, highest first, as `explain` prints them: `63..58,7..3`.
pub fn bit_ranges(mask: u64) -> String {
    let mut r: Vec<String> = gpuisa_engine::explain::runs(mask)
        .into_iter()
        .map(|(l, w)| if w == 1 { format!("{l}") } else { format!("{}..{l}", l + w - 1) })
        .collect();
    r.reverse();
    r.join(",")
}
