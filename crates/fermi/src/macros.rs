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

/// The `Isa` methods of both Fermi syntaxes that only read and write words (each type decodes and
/// encodes the bits with its own `decode_bits` and `encode_bits`). Hex words are the 64-bit value
/// word1 << 32 | word0 (a short form's 32 bits read as one too).
macro_rules! fermi_words {
    () => {
        fn name(&self) -> &'static str {
            "fermi"
        }

        fn word_bytes(&self) -> usize {
            8
        }

        fn decode(&self, bytes: &[u8], _addr: u64) -> Result<Insn, DecodeError> {
            Ok(self.decode_bits(Fermi::bits_at(bytes)?))
        }

        fn insn_len(&self, insn: &Insn) -> usize {
            insn.len()
        }

        fn len_at(&self, bytes: &[u8]) -> Result<usize, DecodeError> {
            Fermi::len_at(bytes)
        }

        /// Long (two words) when bit 3 of word 0 is clear.
        fn boundary(&self, code: &[u8], pos: usize, min: usize) -> usize {
            gpuisa_core::isa::boundary_by_bit(self, code, pos, min, 3, false)
        }

        fn encode(&self, insn: &Insn, out: &mut Vec<u8>) {
            let bits = self.encode_bits(insn);
            out.extend_from_slice(&bits.to_le_bytes()[..insn.len()]);
        }
    };
}
