//! What `gpuisa explain` shows of an instruction, whatever the ISA: its fields, each with the bits it owns,
//! their value and what they mean. Each ISA's description fills these in (the engine's tables for Tesla
//! and Fermi, the USSE's and isa30's own descriptions).

/// One field of an explained instruction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Field {
    /// What reads the bits: `opcode`, `modifier`, `operand 2: register`, a format's field name, ...
    pub name: String,
    /// The bits attributed to this field (word 1 in bits 32..64).
    pub mask: u64,
    /// The value of those bits (the field's own bit order when it has all of them, else low bits first).
    pub value: u64,
    /// What the value means: the words the entry prints, or the operand's decoded value.
    pub meaning: String,
}

/// The bits of `bits` under `mask`, packed low bits first.
pub fn extract(bits: u64, mask: u64) -> u64 {
    let (mut v, mut out) = (0u64, 0);
    for i in 0..64 {
        if mask >> i & 1 != 0 {
            v |= (bits >> i & 1) << out;
            out += 1;
        }
    }
    v
}
