//! The dual-issue formats (VDUAL3, VDUAL4) read once for text, JSON and execution: a primary and a
//! secondary operation, one writing the unified register (`prim_dest_bank`/`prim_dest_num`), the other
//! an internal register (`prim_dest_num_gpi_case`), `prim_ustore` saying which. Their sources come from
//! the unified store slot and the internal slots gpi0-gpi2 in an order set by `src_config` and the two
//! operations' source counts. Layouts, operations, swizzles and write masks follow Vita3K's reading
//! (`vita3k/shader/src/translator/alu.cpp`, `vdual`); no console result covers them.

use super::swizzle::{self, Ch, U, W, X, Y, Z};
use super::{str_eq, Bank, Format, NONE};

/// A dual operation.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Op {
    Vmad,
    Vdp,
    Vssq,
    Vmul,
    Vadd,
    Vmov,
    Rsq,
    Rcp,
    Fmad,
    Fadd,
    Fmul,
    Fsubflr,
    Exp,
    Log,
}

impl Op {
    /// The operation of code `code` (the secondary has no VMAD); None for the codes with none.
    pub fn of(code: u64, secondary: bool) -> Option<Op> {
        use Op::*;
        Some(match code {
            0 if !secondary => Vmad,
            1 => Vdp,
            2 => Vssq,
            3 => Vmul,
            4 => Vadd,
            5 => Vmov,
            6 => Rsq,
            7 => Rcp,
            8 => Fmad,
            9 => Fadd,
            10 => Fmul,
            11 => Fsubflr,
            12 => Exp,
            13 => Log,
            _ => return None,
        })
    }
    /// The operation's code (the enum follows the codes' order).
    pub fn code(self) -> u64 {
        self as u64
    }
    pub fn srcs(self) -> usize {
        use Op::*;
        match self {
            Vmad | Fmad => 3,
            Vdp | Vmul | Vadd | Fadd | Fmul | Fsubflr => 2,
            _ => 1,
        }
    }
    /// Reads its sources as vectors (register pairs in the unified slot).
    pub fn vector_load(self) -> bool {
        use Op::*;
        matches!(self, Vmad | Vdp | Vssq | Vmul | Vadd | Vmov)
    }
    /// Writes a vector.
    pub fn vector_store(self) -> bool {
        use Op::*;
        matches!(self, Vmad | Vmul | Vadd | Vmov)
    }
}

/// Where a source comes from.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Slot {
    Gpi0,
    Gpi1,
    Gpi2,
    Unified,
}

/// The primary operation's sources by its source count and `src_config`.
pub fn layout1(n: usize, cfg: u64) -> Option<&'static [Slot]> {
    use Slot::*;
    Some(match (n, cfg) {
        (1, 0) => &[Unified],
        (1, 1) => &[Gpi0],
        (1, 2) => &[Gpi1],
        (1, 3) => &[Gpi2],
        (2, 0) => &[Unified, Gpi1],
        (2, 1) => &[Gpi0, Unified],
        (2, 2) => &[Gpi0, Gpi1],
        (3, 0) => &[Unified, Gpi1, Gpi2],
        (3, 1) => &[Gpi0, Unified, Gpi2],
        (3, 2) => &[Gpi0, Gpi1, Unified],
        (3, 3) => &[Gpi0, Gpi1, Gpi2],
        _ => return None,
    })
}

/// The secondary operation's sources by both source counts and `src_config`.
pub fn layout2(n1: usize, n2: usize, cfg: u64) -> Option<&'static [Slot]> {
    use Slot::*;
    Some(match (n1, n2, cfg) {
        (1, 1, 0) => &[Gpi0],
        (1, 1, _) => &[Unified],
        (1, 2, 0) => &[Gpi0, Gpi1],
        (1, 2, 1) => &[Unified, Gpi1],
        (1, 2, 2) => &[Gpi0, Unified],
        (1, 2, _) => &[Gpi1, Unified],
        (1, 3, 0) => &[Gpi0, Gpi1, Gpi2],
        (1, 3, 1) => &[Unified, Gpi1, Gpi2],
        (1, 3, 2) => &[Gpi0, Unified, Gpi2],
        (1, 3, _) => &[Gpi0, Unified, Gpi1],
        (2, 1, 0) => &[Gpi0],
        (2, 1, 1) => &[Gpi1],
        (2, 1, 2) => &[Unified],
        (2, 2, 0) => &[Gpi0, Gpi2],
        (2, 2, 1) => &[Gpi1, Gpi2],
        (2, 2, 2) => &[Gpi2, Unified],
        (3, 1, 0) => &[Gpi0],
        (3, 1, 1) => &[Gpi1],
        (3, 1, 2) => &[Gpi2],
        (3, 1, 3) => &[Unified],
        _ => return None,
    })
}

/// Both operations and their layouts by the two operation codes and `src_config`, looked up in one
/// table (a listing meets every combination; the matches would each be a guess of the branch predictor).
struct Plan {
    op1: Op,
    op2: Op,
    l1: &'static [Slot],
    l2: &'static [Slot],
    /// Each operation's sources as indices into [`slots`]' array (the unified slot read as a pair at 4).
    at: [[u8; 3]; 2],
    /// The slots either operation reads, bit `Slot as u8` each.
    used: u8,
    /// Whether the operation writing the unified register stores a vector, by `prim_ustore`.
    vstore: [bool; 2],
}

fn plan(c1: u64, c2: u64, cfg: u64) -> Option<&'static Plan> {
    static T: std::sync::OnceLock<Vec<Option<Plan>>> = std::sync::OnceLock::new();
    let t = T.get_or_init(|| {
        (0..1024u64)
            .map(|k| {
                let (c1, c2, cfg) = (k >> 6, k >> 2 & 15, k & 3);
                let (op1, op2) = (Op::of(c1, false)?, Op::of(c2, true)?);
                let (l1, l2) = (layout1(op1.srcs(), cfg)?, layout2(op1.srcs(), op2.srcs(), cfg)?);
                let mut at = [[0u8; 3]; 2];
                let mut used = 0;
                for (h, (l, op)) in [(l1, op1), (l2, op2)].into_iter().enumerate() {
                    for (j, &s) in l.iter().enumerate() {
                        at[h][j] = s as u8 + (s == Slot::Unified && op.vector_load()) as u8;
                        used |= 1 << s as u8;
                    }
                }
                Some(Plan { op1, op2, l1, l2, at, used, vstore: [op2.vector_store(), op1.vector_store()] })
            })
            .collect()
    });
    t.get(((c1 & 15) << 6 | (c2 & 15) << 2 | cfg & 3) as usize)?.as_ref()
}

/// The fields of the dual formats, by what they hold.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum F {
    Gpi1Neg,
    /// VDUAL4 only: the internal destination's w bit (VDUAL3: the primary operation's fourth bit).
    HasW,
    Pred,
    Skipinv,
    F16,
    Gpi1Ext,
    USwz,
    UNeg,
    Op1,
    PrimUstore,
    Gpi0Swz,
    Gpi1Swz,
    DestBank,
    UBank,
    GpiDest,
    DestNum,
    Op2,
    Cfg,
    /// gpi2's slot number bit 1, or (primary of fewer than two sources) the unified swizzle's extension.
    Bit1,
    /// gpi2's slot number bit 0, or (primary of fewer than two sources) the unified source's absolute value.
    Bit0,
    Gpi1Slot,
    Gpi0Slot,
    WMask,
    UNum,
}

const NAMES: [&str; 24] = [
    "gpi1_neg",
    "has_w",
    "sv_pred",
    "skipinv",
    "type_f16",
    "gpi1_swizz_ext",
    "unified_store_swizz",
    "unified_store_neg",
    "dual_op1",
    "prim_ustore",
    "gpi0_swizz",
    "gpi1_swizz",
    "prim_dest_bank",
    "unified_store_slot_bank",
    "prim_dest_num_gpi_case",
    "prim_dest_num",
    "dual_op2",
    "src_config",
    "gpi2_slot_num_bit_1",
    "gpi2_slot_num_bit_0_or_unified_store_abs",
    "gpi1_slot_num",
    "gpi0_slot_num",
    "write_mask_non_gpi",
    "unified_store_slot_num",
];

/// A dual format's field positions, worked out at compile time from its field list ([`FMTS`]).
struct Fmt {
    /// The format's index of each field (NONE where it has none).
    ix: [u8; 24],
    /// Bit `ix` of each field (0 where the format has none), for [`Word::mask`].
    bits: [u64; 24],
    /// Each field as two (shift, mask) pieces of the word, each shifted into its place in the value
    /// (masks 0 where there is none): a listing reads some 25 fields a dual word, without a branch and,
    /// in [`decode`], at places known to the compiler.
    at: [[(u8, u64); 2]; 24],
    /// The fields every reading shows (the operations, the destinations, the layout).
    base: u64,
    /// The fields a source in each slot shows, by whether the unified slot owns bits 1 and 0.
    slot_uses: [[u64; 4]; 2],
    /// Whether every field reads as two pieces (else the format is not read as a dual one).
    ok: bool,
}

/// A field's bits as (shift, mask) pieces: word bit b holding value bit j is read by a right shift
/// of b - j, so the pieces are the distinct shifts (at most two; None otherwise).
const fn pieces(bits: &gpuisa_core::BitField) -> Option<[(u8, u64); 2]> {
    let mut p = [(0u8, 0u64); 2];
    let mut n = 0;
    let mut b = 0;
    while b < 64 {
        let v = bits.get(1 << b);
        if v != 0 {
            let j = v.trailing_zeros();
            if j > b {
                return None;
            }
            let d = (b - j) as u8;
            let mut k = 0;
            while k < n && p[k].0 != d {
                k += 1;
            }
            if k == n {
                if n == 2 {
                    return None;
                }
                p[n].0 = d;
                n += 1;
            }
            p[k].1 |= v;
        }
        b += 1;
    }
    Some(p)
}

const fn fmt(fields: &[super::Field], vec4: bool) -> Fmt {
    let mut t = Fmt { ix: [NONE; 24], bits: [0; 24], at: [[(0, 0); 2]; 24], base: 0, slot_uses: [[0; 4]; 2], ok: true };
    let mut j = 0;
    while j < NAMES.len() {
        let mut i = 0;
        while i < fields.len() && !str_eq(fields[i].name, NAMES[j]) {
            i += 1;
        }
        if i < fields.len() && i < 64 {
            t.ix[j] = i as u8;
            t.bits[j] = 1 << i;
            match pieces(&fields[i].bits) {
                Some(p) => t.at[j] = p,
                None => t.ok = false,
            }
        }
        j += 1;
    }
    use F::*;
    let bits = t.bits;
    macro_rules! b {
        ($k:expr) => {
            bits[$k as usize]
        };
    }
    t.base = b!(Pred) | b!(F16) | b!(Op1) | b!(Op2) | b!(Cfg) | b!(PrimUstore) | b!(DestBank) | b!(DestNum) | b!(GpiDest) | b!(WMask);
    if vec4 {
        t.base |= b!(HasW);
    }
    // By `Slot as usize`: gpi0, gpi1, gpi2, unified. Bits 1 and 0 number gpi2's register unless the
    // unified slot owns them (index 1).
    let bits10 = b!(Bit1) | b!(Bit0);
    let (g0, g1, u) = (b!(Gpi0Slot) | b!(Gpi0Swz), b!(Gpi1Slot) | b!(Gpi1Swz) | b!(Gpi1Ext) | b!(Gpi1Neg), b!(UBank) | b!(UNum) | b!(USwz) | b!(UNeg));
    t.slot_uses = [[g0, g1, bits10, u], [g0, g1, 0, u | bits10]];
    t
}

/// VDUAL3's and VDUAL4's field positions.
const FMTS: [Fmt; 2] = [fmt(super::formats::VDUAL3_FIELDS, false), fmt(super::formats::VDUAL4_FIELDS, true)];
const FIELD_LISTS: [&[super::Field]; 2] = [super::formats::VDUAL3_FIELDS, super::formats::VDUAL4_FIELDS];

/// The value of field `k` of dual word `w`, VDUAL4's when `V4`: a shift and mask or two, constant
/// where `k` is.
#[inline(always)]
fn get<const V4: bool>(w: u64, k: F) -> u64 {
    let [(s0, m0), (s1, m1)] = FMTS[V4 as usize].at[k as usize];
    (w >> s0 & m0) | (w >> s1 & m1)
}

/// [`Word::get`] of a word of VDUAL4 (`V4`) or VDUAL3 whose [`Word`] exists, at a place known at
/// compile time.
#[inline(always)]
pub fn field_in<const V4: bool>(w: u64, k: F) -> u64 {
    get::<V4>(w, k)
}

/// A dual-issue word with its format's field positions.
#[derive(Clone, Copy)]
pub struct Word {
    pub f: &'static Format,
    t: &'static Fmt,
    pub w: u64,
    pub vec4: bool,
}

impl Word {
    /// `w` read as format `f`, when that is a dual-issue format.
    pub fn new(f: &'static Format, w: u64) -> Option<Word> {
        // The (value, mask) of the formats named VDUAL3 and VDUAL4 when their fields are the lists
        // [`FMTS`] was worked out from (and read in two pieces); a format is then known by its match.
        static M: std::sync::OnceLock<[Option<(u64, u64)>; 2]> = std::sync::OnceLock::new();
        let m = M.get_or_init(|| {
            [0, 1].map(|k| {
                let f = super::FORMATS.iter().find(|f| f.name == ["VDUAL3", "VDUAL4"][k])?;
                let same = f.fields.len() == FIELD_LISTS[k].len()
                    && f.fields.iter().zip(FIELD_LISTS[k]).all(|(a, b)| a.name == b.name && a.bits == b.bits);
                (same && FMTS[k].ok).then_some((f.value, f.mask))
            })
        });
        // Which of the two, without a branch the stream makes unpredictable.
        let k = (m[1] == Some((f.value, f.mask))) as usize;
        if m[k] != Some((f.value, f.mask)) {
            return None;
        }
        Some(Word { f, t: &FMTS[k], w, vec4: k == 1 })
    }
    /// The format's index of field `k` (NONE when it has none).
    #[inline]
    pub fn index(&self, k: F) -> u8 {
        self.t.ix[k as usize]
    }
    /// The value of field `k` (0 when the format has none).
    #[inline]
    pub fn get(&self, k: F) -> u64 {
        let [(s0, m0), (s1, m1)] = self.t.at[k as usize];
        (self.w >> s0 & m0) | (self.w >> s1 & m1)
    }
    /// Bit i of the format's field i for each of `ks`.
    #[inline]
    pub fn mask(&self, ks: &[F]) -> u64 {
        ks.iter().fold(0, |m, &k| m | self.t.bits[k as usize])
    }
}

/// A register of a dual operand.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Reg {
    /// An internal register `i0`..`i3` (a gpi slot, or the internal destination).
    Internal(u8),
    /// A unified-store register: the bank, its number field, and whether the operation reads or
    /// writes it as a register pair (the number is then twice the field).
    Unified { bank: Bank, field: u8, pair: bool },
}

impl Reg {
    /// The register as the text names it: a temporary among the number field's top four (124-127)
    /// is the internal register it aliases; otherwise the bank and register number.
    #[inline(always)]
    pub fn named(self) -> (Option<Bank>, u64) {
        // Values selected rather than arms taken: the text names every dual operand's register, and
        // the stream makes which kind it is unpredictable.
        let (internal, k, bank, field, pair) = match self {
            Reg::Internal(k) => (true, k as u64, Bank::Temp, 0, false),
            Reg::Unified { bank, field, pair } => (false, 0, bank, field as u64, pair),
        };
        let alias = !internal & (bank == Bank::Temp) & (field >= 124);
        let n = if internal { k } else if alias { field.wrapping_sub(124) } else { field << pair as u32 };
        (if internal | alias { None } else { Some(bank) }, n)
    }
}

/// A source: its slot, register, swizzle (three channels for VDUAL3, the fourth `x`) and modifiers.
#[derive(Clone, Copy, Debug)]
pub struct Src {
    pub slot: Slot,
    pub reg: Reg,
    /// The swizzle field's value and its extension bit (the dual tables' entry).
    pub swz: (u8, bool),
    pub sw: [Ch; 4],
    pub neg: bool,
    pub abs: bool,
    /// `reg.named()` (its number fits 16 bits: at most 255 doubled), worked out where the register's
    /// kind is known (the text would otherwise branch on it, unpredictably); small, as sources are
    /// copied into place.
    pub named: (Option<Bank>, u16),
}

/// Up to three sources, in order (no allocation: the listing reads every dual word).
#[derive(Clone, Copy, Debug)]
pub struct Srcs {
    n: u8,
    a: [Src; 3],
}

impl std::ops::Deref for Srcs {
    type Target = [Src];
    fn deref(&self) -> &[Src] {
        &self.a[..self.n as usize]
    }
}

/// One operation: what it computes, its destination and write mask, its sources.
#[derive(Clone, Copy, Debug)]
pub struct Half {
    pub op: Op,
    pub dest: Reg,
    /// `dest.named()`, as [`Src::named`].
    pub dest_named: (Option<Bank>, u16),
    pub mask: u8,
    pub srcs: Srcs,
}

/// Both operations of a dual-issue word.
#[derive(Clone, Copy, Debug)]
pub struct Dual {
    pub f16: bool,
    pub prim_ustore: bool,
    pub cfg: u8,
    pub halves: [Half; 2],
    /// The format's fields the operations and operands show (bit i for field i): the rest are the
    /// text's named fields.
    pub uses: u64,
    /// Whether the unified slot's swizzle extension is Bit1 (a primary of fewer than two sources),
    /// and its absolute value Bit0.
    pub unified_owns_bits: bool,
}

/// A register's name with its number in 16 bits (a dual register number is at most 255 doubled).
#[inline(always)]
fn short((b, n): (Option<Bank>, u64)) -> (Option<Bank>, u16) {
    (b, n as u16)
}

/// Why a dual-issue word has no reading.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Bad {
    /// An operation code with no operation (primary: false, secondary: true).
    Op(bool, u64),
    /// No source layout for the operations and `src_config`.
    Layout(u64, Op, Op),
    /// A swizzle entry with no channels (field value, extended).
    Swizzle(u64, bool),
}

impl std::fmt::Display for Bad {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        match self {
            Bad::Op(sec, code) => write!(
                f,
                "dual-issue {} operation {code}",
                if *sec { "secondary" } else { "primary" }
            ),
            Bad::Layout(cfg, a, b) => write!(f, "dual-issue source layout {cfg} of {a:?} + {b:?}"),
            Bad::Swizzle(sw, _) => write!(f, "dual-issue swizzle {sw} (extended)"),
        }
    }
}

/// The write mask an operation writing `dest` has without a mask field: all channels of an internal
/// register, a register pair (f32) or four halves (f16) for a vector, one f32 or two halves for a scalar.
/// Looked up, not matched: the stream makes every input unpredictable.
#[inline(always)]
fn own_mask(internal: bool, vector_store: bool, vec4: bool, f16: bool) -> u8 {
    // By vector_store << 1 | f16.
    const UNIFIED: [u8; 4] = [0b0001, 0b0011, 0b0011, 0b1111];
    let all = 0b0111 | (vec4 as u8) << 3;
    let u = UNIFIED[(vector_store as usize) << 1 | f16 as usize];
    if internal { all } else { u }
}

/// The dual swizzle tables by `vec4 << 1 | ext` and field value.
const SWIZZLES: [[[Ch; 4]; 16]; 4] = {
    let mut t = [[[X; 4]; 16]; 4];
    let mut k = 0;
    while k < 64 {
        t[k >> 4][k & 15] = swizzle::dual((k & 15) as u64, k >> 4 & 1 == 1, k >> 5 == 1);
        k += 1;
    }
    t
};

/// Bit v set where entry v of a table of [`SWIZZLES`] gives no swizzle.
const NO_SWIZZLE: [u16; 4] = {
    let mut t = [0u16; 4];
    let mut k = 0;
    while k < 64 {
        let c = SWIZZLES[k >> 4][k & 15];
        if c[0] == U || c[1] == U || c[2] == U || c[3] == U {
            t[k >> 4] |= 1 << (k & 15);
        }
        k += 1;
    }
    t
};

/// The source every slot would give, read without asking which the operations use (that would be a
/// branch per source the stream makes unpredictable), by `Slot as usize` and the unified slot again as
/// a register pair at 4; and the slots (bit `Slot as u8`) whose swizzle entry gives no channels.
#[inline(always)]
fn slots<const V4: bool>(w: u64, owns: bool) -> ([Src; 5], u8) {
    use F::*;
    let (bit1, bit0) = (get::<V4>(w, Bit1), get::<V4>(w, Bit0));
    let table = (V4 as usize) << 1;
    let swizzle = |v: u64, ext: bool| {
        let t = table | ext as usize;
        (SWIZZLES[t][v as usize & 15], (NO_SWIZZLE[t] >> (v & 15) & 1) as u8)
    };
    let (uv, uext) = (get::<V4>(w, USwz), owns && bit1 == 1);
    let (usw, ubad) = swizzle(uv, uext);
    let src = |slot: Slot, reg: Reg, swz: (u8, bool), sw: [Ch; 4], neg: bool, abs: bool| Src { slot, reg, swz, sw, neg, abs, named: short(reg.named()) };
    let ureg = |pair: bool| Reg::Unified { bank: super::SRC_BANKS[get::<V4>(w, UBank) as usize & 3], field: get::<V4>(w, UNum) as u8, pair };
    let unified = |pair: bool| src(Slot::Unified, ureg(pair), (uv as u8, uext), usw, get::<V4>(w, UNeg) == 1, owns && bit0 == 1);
    let v0 = get::<V4>(w, Gpi0Swz);
    let (sw0, _) = swizzle(v0, false);
    let gpi0 = src(Slot::Gpi0, Reg::Internal(get::<V4>(w, Gpi0Slot) as u8), (v0 as u8, false), sw0, false, false);
    let (v1, ext1) = (get::<V4>(w, Gpi1Swz), get::<V4>(w, Gpi1Ext) == 1);
    let (sw1, bad1) = swizzle(v1, ext1);
    let gpi1 = src(Slot::Gpi1, Reg::Internal(get::<V4>(w, Gpi1Slot) as u8), (v1 as u8, ext1), sw1, get::<V4>(w, Gpi1Neg) == 1, false);
    // With a primary of two or three sources, two bits number gpi2's register; otherwise it is i2 and
    // the bits belong to the unified slot.
    let n2 = if owns { 2 } else { bit1 << 1 | bit0 };
    let gpi2 = src(Slot::Gpi2, Reg::Internal(n2 as u8), (4, false), [X, Y, Z, W], false, false);
    ([gpi0, gpi1, gpi2, unified(false), unified(true)], bad1 << Slot::Gpi1 as u8 | ubad << Slot::Unified as u8)
}

/// The dual-issue word `d`: both operations, destinations, masks and sources.
#[inline(always)]
pub fn decode(d: &Word) -> Result<Dual, Bad> {
    if d.vec4 {
        decode_in::<true>(d.w)
    } else {
        decode_in::<false>(d.w)
    }
}

/// [`decode`] of a word `w` of VDUAL4 (`V4`) or VDUAL3 whose [`Word`] exists: with the format known
/// at compile time its fields are read at constant places.
// Inlined into the printer: a listing decodes every dual word, and the result then stays in registers.
#[inline(always)]
pub fn decode_in<const V4: bool>(w: u64) -> Result<Dual, Bad> {
    use F::*;
    let vec4 = V4;
    let f16 = get::<V4>(w, F16) == 1;
    let (c1, c2) = (get::<V4>(w, Op1), get::<V4>(w, Op2));
    let prim_ustore = get::<V4>(w, PrimUstore) == 1;
    let cfg = get::<V4>(w, Cfg);
    let Some(p) = plan(c1, c2, cfg) else {
        // Why there is none, by the tables' order.
        let op1 = Op::of(c1, false).ok_or(Bad::Op(false, c1))?;
        let op2 = Op::of(c2, true).ok_or(Bad::Op(true, c2))?;
        return Err(Bad::Layout(cfg, op1, op2));
    };
    let (op1, op2) = (p.op1, p.op2);
    let owns = op1.srcs() < 2;
    let (all, bad) = slots::<V4>(w, owns);
    if bad & p.used != 0 {
        // The first source, in text order, without a swizzle.
        let s = p.l1.iter().chain(p.l2).find(|&&s| bad >> s as u8 & 1 != 0);
        let src = &all[s.map_or(0, |&s| s as usize)];
        return Err(Bad::Swizzle(src.swz.0 as u64, src.swz.1));
    }
    let mut uses = FMTS[V4 as usize].base;
    for (s, m) in FMTS[V4 as usize].slot_uses[owns as usize].iter().enumerate() {
        uses |= m & 0u64.wrapping_sub((p.used >> s & 1) as u64);
    }
    let srcs = |h: usize, n: usize| Srcs { n: n as u8, a: p.at[h].map(|k| all[k as usize]) };
    let (s1, s2) = (srcs(0, p.l1.len()), srcs(1, p.l2.len()));
    let vstore = p.vstore[prim_ustore as usize];
    let unified = Reg::Unified {
        bank: super::VEC_BANKS[get::<V4>(w, DestBank) as usize & 3],
        field: get::<V4>(w, DestNum) as u8,
        pair: vstore,
    };
    let internal = Reg::Internal(get::<V4>(w, GpiDest) as u8);
    let fixed = (get::<V4>(w, WMask) | ((vec4 && get::<V4>(w, HasW) == 1) as u64) << 3) as u8;
    let (un, inn) = (short(unified.named()), short(internal.named()));
    // The internal destination with the mask field, the unified one with the writer's own mask;
    // the primary's picked by index rather than by branch.
    let both = [(internal, inn, fixed), (unified, un, own_mask(un.0.is_none(), vstore, vec4, f16))];
    let ((d1, n1, m1), (d2, n2, m2)) = (both[prim_ustore as usize], both[!prim_ustore as usize]);
    Ok(Dual {
        f16,
        prim_ustore,
        cfg: cfg as u8,
        halves: [
            Half { op: op1, dest: d1, dest_named: n1, mask: m1, srcs: s1 },
            Half { op: op2, dest: d2, dest_named: n2, mask: m2, srcs: s2 },
        ],
        uses,
        unified_owns_bits: owns,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::encoding::FORMATS;

    fn format(name: &str) -> &'static Format {
        FORMATS.iter().find(|f| f.name == name).unwrap()
    }

    /// The compile-time field places read what the format's field list reads, on words with every
    /// single bit set and on mixed ones.
    #[test]
    fn field_places_agree_with_the_field_lists() {
        for (name, v4) in [("VDUAL3", false), ("VDUAL4", true)] {
            let f = format(name);
            let mut words: Vec<u64> = (0..64).map(|b| f.value | 1 << b).collect();
            words.extend([f.value | 0x0123_4567_89ab_cdef, f.value | 0x5555_5555_5555_5555, !0]);
            for &w in &words {
                let word = Word::new(f, w).unwrap();
                assert_eq!(word.vec4, v4);
                for (j, n) in NAMES.iter().enumerate() {
                    let k: F = f_at(j);
                    let want = f.index(n).map_or(0, |i| f.fields[i as usize].bits.get(w));
                    assert_eq!(word.get(k), want, "{name} {n} in {w:#x}");
                    let got = if v4 { field_in::<true>(w, k) } else { field_in::<false>(w, k) };
                    assert_eq!(got, want, "{name} {n} in {w:#x}");
                }
            }
        }
    }

    /// F by its position in NAMES.
    fn f_at(j: usize) -> F {
        use F::*;
        [
            Gpi1Neg, HasW, Pred, Skipinv, F16, Gpi1Ext, USwz, UNeg, Op1, PrimUstore, Gpi0Swz, Gpi1Swz, DestBank, UBank, GpiDest, DestNum, Op2,
            Cfg, Bit1, Bit0, Gpi1Slot, Gpi0Slot, WMask, UNum,
        ][j]
    }

    #[test]
    fn operation_codes_round_trip() {
        for c in 0..16 {
            for sec in [false, true] {
                if let Some(op) = Op::of(c, sec) {
                    assert_eq!(op.code(), c);
                }
            }
        }
    }

    /// rcp (7) + fmul (10) with src_config 3: rcp reads gpi2, fmul gpi1 then the unified slot. Both
    /// swizzles are VDUAL3 extended entries with no channels (gpi1 12, unified 13 with bit 1 set, as
    /// the primary has one source): the first in text order, gpi1's, is the one reported.
    #[test]
    fn the_first_source_without_a_swizzle_is_reported() {
        let f = format("VDUAL3");
        let set = |w: u64, n: &str, v: u64| f.fields[f.index(n).unwrap() as usize].bits.set(w, v);
        let mut w = f.value;
        for (n, v) in [
            ("dual_op1", 7),
            ("dual_op2", 10),
            ("src_config", 3),
            ("gpi1_swizz", 12),
            ("gpi1_swizz_ext", 1),
            ("unified_store_swizz", 13),
            ("gpi2_slot_num_bit_1", 1),
        ] {
            w = set(w, n, v);
        }
        assert_eq!(decode(&Word::new(f, w).unwrap()).err(), Some(Bad::Swizzle(12, true)));
        // With gpi1's entry a standard one, the unified slot's is reported.
        let w = set(w, "gpi1_swizz_ext", 0);
        assert_eq!(decode(&Word::new(f, w).unwrap()).err(), Some(Bad::Swizzle(13, true)));
    }
}
