//! Chip variants and program types: both gate which encodings exist.

/// Feature bits a table entry may require.
pub mod feat {
    /// SM 1.1 opcodes (G84 and later).
    pub const SM11: u8 = 1;
    /// SM 1.2 opcodes (G200, MCP77, GT215).
    pub const SM12: u8 = 2;
    /// 64-bit floating point.
    pub const FP64: u8 = 4;
    /// Direct3D 10.1 additions (GT215).
    pub const D3D10_1: u8 = 8;
}

/// Program-type bits a table entry may be limited to.
pub mod pt {
    pub const VP: u8 = 1;
    pub const GP: u8 = 2;
    pub const FP: u8 = 4;
    pub const CP: u8 = 8;
    pub const ALL: u8 = 0xf;
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Variant {
    G80,
    G84,
    G200,
    Mcp77,
    #[default]
    Gt215,
}

impl Variant {
    pub const NAMES: [&'static str; 5] = ["g80", "g84", "g200", "mcp77", "gt215"];

    pub fn from_name(s: &str) -> Option<Self> {
        Some(match s {
            "g80" => Variant::G80,
            "g84" => Variant::G84,
            "g200" => Variant::G200,
            "mcp77" => Variant::Mcp77,
            "gt215" => Variant::Gt215,
            _ => return None,
        })
    }

    /// The features this variant decodes. GT215 also decodes the fp64 opcodes: the reference vectors
    /// (envydis `-V gt215 -F fp64`) are made that way, and GT215-class parts that have fp64 use them.
    pub fn features(self) -> u8 {
        use feat::*;
        match self {
            Variant::G80 => 0,
            Variant::G84 => SM11,
            Variant::G200 => SM11 | SM12 | FP64,
            Variant::Mcp77 => SM11 | SM12,
            Variant::Gt215 => SM11 | SM12 | FP64 | D3D10_1,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum ProgramType {
    Vertex,
    Geometry,
    Fragment,
    #[default]
    Compute,
}

impl ProgramType {
    pub const NAMES: [&'static str; 4] = ["vp", "gp", "fp", "cp"];

    pub fn from_name(s: &str) -> Option<Self> {
        Some(match s {
            "vp" => ProgramType::Vertex,
            "gp" => ProgramType::Geometry,
            "fp" => ProgramType::Fragment,
            "cp" => ProgramType::Compute,
            _ => return None,
        })
    }

    pub fn bit(self) -> u8 {
        match self {
            ProgramType::Vertex => pt::VP,
            ProgramType::Geometry => pt::GP,
            ProgramType::Fragment => pt::FP,
            ProgramType::Compute => pt::CP,
        }
    }
}
