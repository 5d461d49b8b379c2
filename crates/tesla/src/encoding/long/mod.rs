//! Long normal instructions (word 1 bits 0-1 = 0 normal, 1 exit, 2 join), by primary opcode. Each opcode
//! has its own table, in the file named after its group.

pub mod common;
pub mod data;
pub mod double;
pub mod float;
pub mod int;
pub mod interp;
pub mod cvt;
pub mod memory;
pub mod sfu;
pub mod tex;

use crate::engine::Table;

/// Indexed by the primary opcode (word 0 bits 28-31).
pub static LONG: [&Table; 16] = [
    data::OP0,
    data::OP1,
    int::OP2,
    int::OP3,
    int::OP4,
    int::OP5,
    int::OP6,
    int::OP7,
    interp::OP8,
    sfu::OP9,
    cvt::OPA,
    float::OPB,
    float::OPC,
    memory::OPD,
    double::OPE,
    tex::OPF,
];
