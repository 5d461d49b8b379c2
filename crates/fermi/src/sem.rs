//! Semantic tags of the Fermi description ([`gpuisa_engine::Form::sem`]): what choosing an entry of the
//! encoding tables means, for execution ([`crate::exec`]). Opcode forms carry an operation tag; modifier
//! entries carry a modifier tag. Printing and parsing ignore them.

/// A tag. Values are stable within a build only.
#[repr(u16)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sem {
    None = 0,
    // Operations.
    Mov,
    Mov32i,
    S2r,
    Sel,
    Bar,
    Nop,
    Pset,
    Psetp,
    I2f,
    I2i,
    F2i,
    Vadd,
    Iadd,
    Iadd32i,
    Iscadd,
    Imul,
    Imul32i,
    Imad,
    Shl,
    Shr,
    Lop,
    Lop32i,
    Isetp,
    Iset,
    Imnmx,
    Icmp,
    Flo,
    Fadd,
    Fmul,
    Ffma,
    Fsetp,
    Fmnmx,
    Mufu,
    Ld,
    Ldu,
    St,
    Lds,
    Ldl,
    Sts,
    Stl,
    Ldc,
    Bra,
    Exit,
    Brk,
    Ret,
    Ssy,
    Pbk,
    Cal,
    // Modifiers.
    /// The instruction has a guard predicate (the operand that follows).
    Guard,
    /// Negates the predicate operand that follows (`!`).
    PNot,
    /// Arithmetic negation of the operand that follows.
    Neg,
    /// Bitwise inversion of the operand that follows.
    Inv,
    /// Absolute value of the operand that follows.
    Abs,
    /// 64-bit (`.E`) addresses.
    Wide,
    /// Writes the condition code (carry).
    Cc,
    /// Adds the carry in.
    X,
    /// The high 32 bits of the product.
    Hi,
    Sat,
    Ftz,
    /// Shift count wraps.
    Wrap,
    /// Unsigned comparison or shift (`.U32`).
    Unsigned,
    /// Source 1 / source 2 of a multiply is signed.
    Signed1,
    Signed2,
    /// Scheduling `.S`: synchronise at the innermost SSY point after the instruction.
    Sync,
    /// `.U`: the branch is taken only when every active lane's guard holds.
    Uniform,
    // Comparisons (integer and float; the `U` ones also hold on unordered operands).
    CmpF,
    CmpLt,
    CmpEq,
    CmpLe,
    CmpGt,
    CmpNe,
    CmpGe,
    CmpNum,
    CmpNan,
    CmpLtu,
    CmpEqu,
    CmpLeu,
    CmpGtu,
    CmpNeu,
    CmpGeu,
    CmpT,
    /// The combining operation with the predicate source (bits 53-54).
    BopAnd,
    BopOr,
    BopXor,
    /// PSET/PSETP's first operation (bits 30-31).
    Bop1And,
    Bop1Or,
    Bop1Xor,
    LopAnd,
    LopOr,
    LopXor,
    LopPassB,
    // Access sizes.
    SizeU8,
    SizeS8,
    SizeU16,
    SizeS16,
    Size64,
    Size128,
    // Rounding.
    RndM,
    RndP,
    RndZ,
    // MUFU operations.
    MufuCos,
    MufuSin,
    MufuEx2,
    MufuLg2,
    MufuRcp,
    MufuRsq,
    // Conversion types: destination and source.
    DstU8,
    DstU16,
    DstU32,
    DstS8,
    DstS16,
    DstS32,
    DstF32,
    SrcU8,
    SrcU16,
    SrcU32,
    SrcS8,
    SrcS16,
    SrcS32,
    SrcF32,
    // Video: the destination is unsigned; the sources' types (both signed words when absent).
    VUd,
    V1U8,
    V1S8,
    V1U16,
    V1S16,
    V1U32,
    V1S32,
    V2U8,
    V2S8,
    V2U16,
    V2S16,
    V2U32,
    V2S32,
    /// Source selectors beyond the lowest part.
    V1B1,
    V1B2,
    V1B3,
    V1H1,
    V2B1,
    V2B2,
    V2B3,
    V2H1,
    /// Merge with source 3: accumulate, whole write.
    VAcc,
    VWhole,
    // Later operations and modifiers.
    Bfe,
    Bfi,
    Prmt,
    Vote,
    Dadd,
    Dmul,
    Dfma,
    Dsetp,
    VoteAll,
    VoteAny,
    VoteEq,
    Vmnmx,
    Vshl,
    Vshr,
    /// VMNMX takes the maximum (`.MX`).
    VMx,
    /// Merge with source 3 by minimum, maximum.
    VMin,
    VMax,
    // Atomics and reductions, control transfers, bit counts, float conversions, predicate moves.
    Atom,
    Red,
    Popc,
    F2f,
    Brx,
    Bpt,
    Pret,
    P2r,
    R2p,
    /// The atomic operation (ADD when none): bits 5-8.
    AtomMin,
    AtomMax,
    AtomInc,
    AtomDec,
    AtomAnd,
    AtomOr,
    AtomXor,
    AtomExch,
    AtomCas,
    /// The atomic's type (U32 when none).
    AtomS32,
    AtomU64,
    AtomF32,
    /// Float conversion widths beyond F32.
    DstF16,
    DstF64,
    SrcF16,
    SrcF64,
    /// F2F rounds to an integral value (bit 7), in the direction of the rounding tags (nearest when none).
    IntRound,
    /// BPT.DRAIN: waits for memory, no breakpoint.
    BptDrain,
    /// The paired loads LD_LDU and LDS_LDU (kinds), and a 32-bit access of theirs (each of their two
    /// accesses names its size, in order: the first load's, then the LDU's).
    LdLdu,
    LdsLdu,
    Size32,
    /// TLD: a texel fetch by integer coordinate (1D, level zero: `tex1Dfetch`).
    Tld,
    /// DMNMX: the double precision minimum or maximum.
    Dmnmx,
    /// F2I's 64-bit integer destinations (a register pair).
    DstU64,
    DstS64,
    /// FLO's `.SH`: the shift amount (31 less the bit's position), PTX's `bfind.shiftamt`.
    ShiftAmt,
    /// I2F's 64-bit integer sources (a register pair).
    SrcU64,
    SrcS64,
    /// Float sets to a register (FSET, DSET) and FCMP's select by a comparison with zero.
    Fset,
    Dset,
    Fcmp,
    // Integer and video forms and modifiers (exec/int.rs, exec/video.rs, exec/simd.rs).
    Imad32i,
    Iscadd32i,
    /// ISAD: PTX `sad` (|a - b| + c).
    Isad,
    /// CSET, CSETP: a condition code test into a register or predicates.
    Cset,
    Csetp,
    Vabsdiff,
    Vset,
    Vmad,
    Vsetp,
    /// The packed video operations, 4 bytes and 2 halves (the operation is the form's, [`crate::Code`]).
    Simd4,
    Simd2,
    /// `.BF`: a true comparison writes 1.0 (0x3f800000) rather than all ones.
    Bf,
    /// The scalar video merges into a part of source 3 (PTX `d.dsel`).
    VMrgH0,
    VMrgH1,
    VMrgB0,
    VMrgB2,
    /// VMAD's shift of the result (PTX `.shr7`, `.shr15`).
    VShr7,
    VShr15,
    /// PRMT's modes (PTX `prmt.f4e` ...).
    PrmtF4e,
    PrmtB4e,
    PrmtRc8,
    PrmtEcl,
    PrmtEcr,
    PrmtRc16,
    /// CSET/CSETP's unsigned tests on the carry and zero flags (envytools' `nc`, `c`, `a`, `na`).
    CcLo,
    CcHs,
    CcHi,
    CcLs,
    /// A packed video operation writes lane 0..3 (its mask; lanes not written come from source 3).
    SimdL0,
    SimdL1,
    SimdL2,
    SimdL3,
    /// Texture and surface geometry beyond 1D (none): 1D array, 2D, 2D array, 3D, cube, cube array.
    TexA1d,
    Tex2d,
    TexA2d,
    Tex3d,
    TexCube,
    TexACube,
    /// TLD4's component beyond R (none): G, B, A.
    GatherG,
    GatherB,
    GatherA,
    /// TXQ asks the dimensions (`DIMENSION`).
    TxqDim,
    /// Surface accesses out of range: clamp, trap (zero when none).
    SuClamp,
    SuTrap,
    /// The texture and surface operations (TLD is above).
    Tex,
    Tld4,
    Txq,
    Suld,
    Sust,
    /// The continue stack operations (`PCNT` pushes, `CONT` pops), `LEPC`, `MEMBAR`, `CCTL`/`CCTLL`.
    Pcnt,
    Cont,
    Lepc,
    Membar,
    Cctl,
    /// Condition code tests of control instructions that read only the zero and carry flags (the
    /// machine keeps no sign or overflow flag): never, `~Z`, `Z`; `CcHi`..`CcLo` above serve CSET too.
    CcF,
    CcNe,
    CcEqu,
    /// A choice execution does not model (a modifier, an operand kind, a variant of an executed operation
    /// that the description reads but the machine does not implement): lowering refuses the instruction.
    Unmodelled,
    /// Not a tag: the count.
    Count,
}

impl Sem {
    /// The tag's value in the tables.
    pub const fn t(self) -> u16 {
        self as u16
    }

    /// The tag with value `v`.
    pub fn from_u16(v: u16) -> Sem {
        if v < Sem::Count as u16 {
            // SAFETY-free: the enum is a dense range from 0, so a table look-up is enough.
            ALL[v as usize]
        } else {
            Sem::None
        }
    }
}

/// Every tag, by value (checked by a test).
static ALL: [Sem; Sem::Count as usize] = {
    use Sem::*;
    [
        None, Mov, Mov32i, S2r, Sel, Bar, Nop, Pset, Psetp, I2f, I2i, F2i, Vadd, Iadd, Iadd32i,
        Iscadd, Imul, Imul32i, Imad, Shl, Shr, Lop, Lop32i, Isetp, Iset, Imnmx, Icmp, Flo, Fadd,
        Fmul, Ffma, Fsetp, Fmnmx, Mufu, Ld, Ldu, St, Lds, Ldl, Sts, Stl, Ldc, Bra, Exit, Brk, Ret,
        Ssy, Pbk, Cal, Guard, PNot, Neg, Inv, Abs, Wide, Cc, X, Hi, Sat, Ftz, Wrap, Unsigned,
        Signed1, Signed2, Sync, Uniform, CmpF, CmpLt, CmpEq, CmpLe, CmpGt, CmpNe, CmpGe, CmpNum,
        CmpNan, CmpLtu, CmpEqu, CmpLeu, CmpGtu, CmpNeu, CmpGeu, CmpT, BopAnd, BopOr, BopXor,
        Bop1And, Bop1Or, Bop1Xor, LopAnd, LopOr, LopXor, LopPassB, SizeU8, SizeS8, SizeU16,
        SizeS16, Size64, Size128, RndM, RndP, RndZ, MufuCos, MufuSin, MufuEx2, MufuLg2, MufuRcp,
        MufuRsq, DstU8, DstU16, DstU32, DstS8, DstS16, DstS32, DstF32, SrcU8, SrcU16, SrcU32,
        SrcS8, SrcS16, SrcS32, SrcF32, VUd, V1U8, V1S8, V1U16, V1S16, V1U32, V1S32, V2U8, V2S8,
        V2U16, V2S16, V2U32, V2S32, V1B1, V1B2, V1B3, V1H1, V2B1, V2B2, V2B3, V2H1, VAcc, VWhole,
        Bfe, Bfi, Prmt, Vote, Dadd, Dmul, Dfma, Dsetp, VoteAll, VoteAny, VoteEq, Vmnmx, Vshl, Vshr,
        VMx, VMin, VMax, Atom, Red, Popc, F2f, Brx, Bpt, Pret, P2r, R2p, AtomMin, AtomMax, AtomInc,
        AtomDec, AtomAnd, AtomOr, AtomXor, AtomExch, AtomCas, AtomS32, AtomU64, AtomF32, DstF16,
        DstF64, SrcF16, SrcF64, IntRound, BptDrain, LdLdu, LdsLdu, Size32, Tld, Dmnmx, DstU64,
        DstS64, ShiftAmt, SrcU64, SrcS64, Fset, Dset, Fcmp,
        Imad32i, Iscadd32i, Isad, Cset, Csetp, Vabsdiff, Vset, Vmad, Vsetp,
        Simd4, Simd2, Bf, VMrgH0, VMrgH1, VMrgB0, VMrgB2, VShr7, VShr15, PrmtF4e, PrmtB4e, PrmtRc8,
        PrmtEcl, PrmtEcr, PrmtRc16, CcLo, CcHs, CcHi, CcLs, SimdL0, SimdL1, SimdL2, SimdL3,
        TexA1d, Tex2d, TexA2d, Tex3d, TexCube, TexACube, GatherG, GatherB,
        GatherA, TxqDim, SuClamp, SuTrap, Tex, Tld4, Txq, Suld, Sust,
        Pcnt, Cont, Lepc, Membar, Cctl, CcF, CcNe, CcEqu, Unmodelled,
    ]
};

#[cfg(test)]
mod tests {
    #[test]
    fn every_tag_reads_back() {
        for v in 0..super::Sem::Count as u16 {
            assert_eq!(super::Sem::from_u16(v) as u16, v);
        }
    }
}
