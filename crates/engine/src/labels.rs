//! Code addresses printed as labels (`gpuisa dis --labels`): a listing sets the addresses that get a label
//! for the threads that print it, and every target operand at one of them prints `L_<hex>` in place of
//! its number, in every syntax. With no set (the default) nothing changes. The set and the functions that
//! read it live in `gpuisa_core::labels` (re-exported here), where every ISA's printer reaches them.
//!
//! Finding the addresses is a pass over the whole code before the listing: [`BitsTargets`] reads the
//! target fields of an instruction straight from its bits, along the table entries that can hold one,
//! rather than decoding every instruction into a value and walking all its atoms.

use crate::decode::{read_imm, walk_atoms};
use crate::notation::Notation;
use crate::{Atom, Form, ImmSpec, Insn, Operand, Table};
use gpuisa_core::BitField;
use gpuisa_core::Isa;
use std::collections::HashMap;
use std::ops::Range;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

pub use gpuisa_core::labels::{active, contains, current, name, print, set, LabelSet};

/// Appends the code addresses `insn` (at `addr`, decoded through `root`) branches, calls or points to:
/// its target operands, as notation `N` reads them.
pub fn targets<N: Notation>(root: &'static Table, insn: &Insn, addr: u64, out: &mut Vec<u64>) {
    let ops = insn.operands();
    // Most instructions have no target operand: nothing to walk.
    if !ops.iter().any(|o| matches!(o, Operand::Target(_))) {
        return;
    }
    let mut i = 0;
    walk_atoms(root, insn, &mut |a| {
        let is_operand = matches!(a, Atom::Reg(_) | Atom::Imm(_) | Atom::Target(_) | Atom::Mem(_) | Atom::Vec(_) | Atom::Discard);
        if let (Atom::Target(s), Some(Operand::Target(v))) = (a, ops.get(i)) {
            out.push(N::target_address_spec(*v, addr, s));
        }
        i += is_operand as usize;
    });
}

/// The target operands of instructions read from their bits: the same addresses, in the same order, as
/// decoding through the root table then [`targets`], for the same features and program types. Only the
/// table entries that lead to an [`Atom::Target`] are looked at, so an instruction with none costs a few
/// mask tests.
#[derive(Clone, Copy)]
pub struct BitsTargets {
    plan: &'static Plan,
    /// Every way's targets by the bits the ways test, when they are few (then the plan is not walked).
    memo: Option<Memo>,
    feats: u8,
    ptype: u8,
    address: fn(u64, u64, &ImmSpec) -> u64,
}

impl BitsTargets {
    /// Targets through `root` with features `feats` and program types `ptype`, as notation `N` reads
    /// them; `None` when the tables are such that decoding could lose an operand or a step of its path
    /// (an [`Insn`] holds a bounded number), where only the decoded value says what [`targets`] finds.
    pub fn new<N: Notation>(root: &'static Table, feats: u8, ptype: u8) -> Option<BitsTargets> {
        let plan = plan_of(root)?;
        let mut t = BitsTargets { plan, memo: None, feats, ptype, address: N::target_address_spec };
        t.memo = memo_of(&t, root);
        Some(t)
    }

    /// Appends the code addresses of the instruction whose bits (word 1 above word 0, and only the
    /// instruction's own bits, as decoding reads them) are `bits`, at `addr`.
    #[inline(always)]
    pub fn targets(&self, bits: u64, addr: u64, out: &mut Vec<u64>) {
        if let Some(m) = &self.memo {
            // Most instructions have no target: one lookup, nothing else.
            let i = m.index(bits);
            if i != 0 {
                self.push_memo(m, i, bits, addr, out);
            }
            return;
        }
        if let Some(t) = self.plan.root {
            if self.plan.filter.may_have_target(bits) {
                self.walk(t, bits, &mut |spec| out.push((self.address)(read_imm(spec, bits, &mut 0) as u64, addr, spec)));
            }
        }
    }

    #[inline(never)]
    fn push_memo(&self, m: &Memo, i: usize, bits: u64, addr: u64, out: &mut Vec<u64>) {
        if let Some(specs) = m.lists.get(i) {
            out.extend(specs.iter().map(|s| (self.address)(read_imm(s, bits, &mut 0) as u64, addr, s)));
        }
    }

    /// Calls `found` with the spec of each target field of the instruction `bits`, in decoding's order.
    fn walk(&self, t: &PlanTable, bits: u64, found: &mut impl FnMut(&'static ImmSpec)) {
        let on = |f: &Form| f.matches(bits) && f.enabled(self.feats, self.ptype);
        for (i, steps, shadows) in &t.hits {
            if !on(&t.forms[*i]) {
                continue;
            }
            // Decoding takes the first entry that matches: an earlier one without targets may win.
            if shadows.iter().any(|&j| on(&t.forms[j])) {
                return;
            }
            for s in steps {
                match s {
                    Step::Target(spec) => found(spec),
                    Step::Sub(p) => self.walk(p, bits, found),
                    Step::Dispatch(field, ts) => {
                        if let Some(Some(p)) = ts.get(field.get(bits) as usize) {
                            self.walk(p, bits, found)
                        }
                    }
                }
            }
            return;
        }
    }
}

/// The target fields of every instruction, by the value of the bits the ways to a target test (see
/// [`tested`]): when those are few, one lookup replaces the filter and the walk. Its tables live as long
/// as the process; the rest is copied into each reader, so that a loop over instructions keeps it in
/// registers.
#[derive(Clone, Copy)]
struct Memo {
    /// The tested bits.
    tested: u64,
    /// The key of `bits` is `((bits & tested) * magic) >> shift`: a multiply gathers the tested bits into
    /// the top of the product (as chess programs index attack tables), chosen when the memo is built so
    /// that values the key confuses have the same targets.
    magic: u64,
    shift: u32,
    /// Key to index in `lists` (0: no target); `1 << (64 - shift)` entries.
    table: &'static [u16],
    lists: &'static [Vec<&'static ImmSpec>],
}

/// Tested bits beyond which no memo is made (its table would leave the first-level cache, and building
/// it would cost more than it saves on a small input).
const MEMO_BITS: u32 = 12;

impl Memo {
    #[inline(always)]
    fn key(&self, bits: u64) -> usize {
        ((bits & self.tested).wrapping_mul(self.magic) >> self.shift) as usize
    }

    /// The index in `lists` of the targets of `bits`.
    #[inline(always)]
    fn index(&self, bits: u64) -> usize {
        // Keys are below the table's length: the mask only spares a bounds check.
        self.table[self.key(bits) & (self.table.len() - 1)] as usize
    }
}

/// A multiplier that gathers the bits of `tested` into a key of `key_bits` bits such that any two values
/// with one key have the same `class` (given for each value of the tested bits, the others clear, in the
/// order of [`deposit`]); `None` when a bounded search finds none.
fn find_magic(tested: u64, key_bits: u32, class: &[u16]) -> Option<u64> {
    let n = tested.count_ones();
    let shift = 64 - key_bits;
    let mut seen = vec![u16::MAX; 1 << key_bits];
    // A fixed sequence (splitmix64), so that every run builds the same memo.
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = || {
        state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    };
    'try_one: for _ in 0..20_000 {
        // Sparse multipliers gather bits best.
        let magic = next() & next() & next();
        seen.fill(u16::MAX);
        for k in 0..1u64 << n {
            let key = (deposit(k, tested).wrapping_mul(magic) >> shift) as usize;
            let c = class[k as usize];
            if seen[key] == u16::MAX {
                seen[key] = c;
            } else if seen[key] != c {
                continue 'try_one;
            }
        }
        return Some(magic);
    }
    None
}

/// The value of the bits of `mask` whose `k`-th (from the lowest) is bit `k` of `value`.
fn deposit(value: u64, mask: u64) -> u64 {
    let (mut out, mut rest, mut k) = (0, mask, 0);
    while rest != 0 {
        let bit = rest & rest.wrapping_neg();
        out |= (value >> k & 1) * bit;
        rest &= rest - 1;
        k += 1;
    }
    out
}

/// The memo of `t`'s plan with its features and program types (built once per root and reading), or
/// `None` when the ways to a target test too many bits, or no multiplier gathers them.
fn memo_of(t: &BitsTargets, root: &'static Table) -> Option<Memo> {
    type Key = (usize, usize, u8, u8);
    static MEMOS: Mutex<Vec<(Key, Option<Memo>)>> = Mutex::new(Vec::new());
    let key = (root.as_ptr() as usize, root.len(), t.feats, t.ptype);
    let mut memos = MEMOS.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(&(_, m)) = memos.iter().find(|(k, _)| *k == key) {
        return m;
    }
    let m = t.plan.root.and_then(|p| {
        let tested = tested(p);
        let n = tested.count_ones();
        if n > MEMO_BITS {
            return None;
        }
        // Each value of the tested bits, the others clear: the walk reads nothing else.
        let mut lists: Vec<Vec<&'static ImmSpec>> = vec![Vec::new()];
        let mut class = Vec::with_capacity(1 << n);
        for k in 0..1u64 << n {
            let mut specs = Vec::new();
            t.walk(p, deposit(k, tested), &mut |s| specs.push(s));
            let i = match lists.iter().position(|l| l.len() == specs.len() && l.iter().zip(&specs).all(|(a, b)| std::ptr::eq(*a, *b))) {
                Some(i) => i,
                None => {
                    lists.push(specs);
                    lists.len() - 1
                }
            };
            class.push(u16::try_from(i).ok()?);
        }
        // The smallest key that a multiplier is found for, up to two bits more than the tested ones.
        let (key_bits, magic) = (n.max(1)..=n + 2).find_map(|b| Some((b, find_magic(tested, b, &class)?)))?;
        let shift = 64 - key_bits;
        let mut table = vec![0u16; 1 << key_bits];
        for k in 0..1u64 << n {
            table[(deposit(k, tested).wrapping_mul(magic) >> shift) as usize] = class[k as usize];
        }
        Some(Memo { tested, magic, shift, table: Box::leak(table.into_boxed_slice()), lists: Box::leak(lists.into_boxed_slice()) })
    });
    memos.push((key, m));
    m
}

/// The bits the walk from `t` may test: its ways' entries, the earlier entries that shadow them, and
/// dispatch fields, down to every target.
fn tested(t: &PlanTable) -> u64 {
    let mut m = 0;
    for (i, steps, shadows) in &t.hits {
        m |= t.forms[*i].mask;
        for &j in shadows {
            m |= t.forms[j].mask;
        }
        for s in steps {
            m |= match s {
                Step::Target(_) => 0,
                Step::Sub(p) => tested(p),
                Step::Dispatch(f, ts) => f.mask() | ts.iter().flatten().map(|p| tested(p)).fold(0, |a, b| a | b),
            };
        }
    }
    m
}

/// The entries of the tables under one root that lead to a target operand.
struct Plan {
    /// `None`: no instruction has a target.
    root: Option<&'static PlanTable>,
    filter: Filter,
}

/// A first test of an instruction's bits: a few of the bits the ways to a target operand test (their
/// entries' masks and dispatch fields), hashed into a table of the values some way allows. Most
/// instructions without a target are turned away here, with one multiply, one lookup and no walk; two
/// values that hash alike only let more through.
struct Filter {
    /// The chosen bits.
    mask: u64,
    /// Bit `k` (of word `k / 64`): some way to a target allows a value of key `k`.
    allowed: Vec<u64>,
}

/// Bits looked at by a [`Filter`].
const FILTER_BITS: usize = 12;
/// Bits of a [`Filter`]'s key: a table of 2^16 bits (8 KiB, in the first-level cache).
const KEY_BITS: u32 = 16;
/// Ways to a target beyond which no filter is made (every instruction is walked).
const MAX_SHAPES: usize = 1 << 12;

impl Filter {
    /// Lets every instruction through.
    fn none() -> Filter {
        Filter { mask: 0, allowed: vec![1] }
    }

    #[inline(always)]
    fn key(masked: u64) -> usize {
        // Fibonacci hashing: the top bits of the product mix all the chosen bits.
        (masked.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> (64 - KEY_BITS)) as usize
    }

    /// The filter of the ways to a target `shapes` (value, mask: the bits the way tests).
    fn new(shapes: &[(u64, u64)]) -> Filter {
        let mut count = [0usize; 64];
        for &(_, m) in shapes {
            for (b, c) in count.iter_mut().enumerate() {
                *c += (m >> b & 1) as usize;
            }
        }
        // The bits most ways test.
        let mut order: Vec<usize> = (0..64).filter(|&b| count[b] > 0).collect();
        order.sort_by_key(|&b| (std::cmp::Reverse(count[b]), b));
        order.truncate(FILTER_BITS);
        let chosen: Vec<u64> = order.iter().map(|&b| 1u64 << b).collect();
        let within: u64 = chosen.iter().sum();
        let mut allowed = vec![0u64; (1usize << KEY_BITS) / 64];
        for k in 0..1usize << chosen.len() {
            // The value of the chosen bits that `k` stands for.
            let x: u64 = chosen.iter().enumerate().filter(|(j, _)| k >> j & 1 != 0).map(|(_, &bit)| bit).sum();
            if shapes.iter().any(|&(v, m)| (x ^ v) & m & within == 0) {
                let key = Filter::key(x);
                allowed[key / 64] |= 1 << (key % 64);
            }
        }
        Filter { mask: within, allowed }
    }

    #[inline(always)]
    fn may_have_target(&self, bits: u64) -> bool {
        let k = Filter::key(bits & self.mask);
        self.allowed.get(k / 64).is_some_and(|w| w >> (k % 64) & 1 != 0)
    }
}

/// The ways through `t` to a target operand, as (value, mask) of the bits their entries and dispatch
/// fields test, added to `out`; `false` when there are more than [`MAX_SHAPES`].
fn shapes(t: &'static Table, value: u64, mask: u64, out: &mut Vec<(u64, u64)>) -> bool {
    for e in t.iter() {
        if (value ^ e.value) & mask & e.mask != 0 {
            continue; // no word takes this way
        }
        let (v, m) = (value | e.value & e.mask, mask | e.mask);
        for a in e.atoms {
            let ok = match a {
                Atom::Target(_) => {
                    out.push((v, m));
                    out.len() <= MAX_SHAPES
                }
                Atom::Sub(s) | Atom::Ignored(s) => shapes(s, v, m, out),
                Atom::Dispatch(f, ts) => ts.iter().enumerate().all(|(i, s)| {
                    let (fv, fm) = (f.set(0, i as u64), f.mask());
                    (v ^ fv) & m & fm != 0 || shapes(s, v | fv, m | fm, out)
                }),
                _ => true,
            };
            if !ok {
                return false;
            }
        }
    }
    true
}

struct PlanTable {
    forms: &'static Table,
    /// The entries whose atoms lead to a target, in table order, with the atoms that do and the earlier
    /// entries that some word matches along with it (which decoding would take first).
    hits: Vec<(usize, Vec<Step>, Vec<usize>)>,
}

enum Step {
    Target(&'static ImmSpec),
    Sub(&'static PlanTable),
    /// The table chosen by the field; `None` for those without targets.
    Dispatch(BitField, Vec<Option<&'static PlanTable>>),
}

/// The plan of `root`, built once per root (plans live as long as the process, as the tables do).
fn plan_of(root: &'static Table) -> Option<&'static Plan> {
    static PLANS: Mutex<Vec<(usize, usize, Option<&'static Plan>)>> = Mutex::new(Vec::new());
    let key = (root.as_ptr() as usize, root.len());
    let mut plans = PLANS.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(&(_, _, p)) = plans.iter().find(|(a, n, _)| (*a, *n) == key) {
        return p;
    }
    let p = build(root).map(|plan| {
        let mut ways = Vec::new();
        let filter = if shapes(root, 0, 0, &mut ways) { Filter::new(&ways) } else { Filter::none() };
        &*Box::leak(Box::new(Plan { root: plan, filter }))
    });
    plans.push((key.0, key.1, p));
    p
}

/// Where a table was seen while building: its plan, or `InProgress` while its own entries are built (a
/// table that contains itself, which no plan is made for).
enum Seen {
    InProgress,
    Done(Option<&'static PlanTable>, Bounds),
}

/// The most path steps and operands decoding one table can record.
#[derive(Clone, Copy, Default)]
struct Bounds {
    path: usize,
    ops: usize,
}

struct Builder {
    seen: HashMap<(usize, usize), Seen>,
    /// A table the walk cannot follow as decoding does.
    refused: bool,
}

/// The plan of `root`, or `None` when decoding could drop operands or path steps (or index entries
/// past what a path step holds), where reading the bits would find targets decoding loses.
fn build(root: &'static Table) -> Option<Option<&'static PlanTable>> {
    let mut b = Builder { seen: HashMap::new(), refused: false };
    let (plan, bounds) = b.table(root);
    // What an instruction value holds.
    let mut probe = Insn::empty();
    let max_path = (0..=u8::MAX as usize).take_while(|_| probe.push_path(0)).count();
    let max_ops = (0..=u8::MAX as usize).take_while(|_| probe.push_op(Operand::None)).count();
    (!b.refused && bounds.path <= max_path && bounds.ops <= max_ops).then_some(plan)
}

impl Builder {
    fn table(&mut self, t: &'static Table) -> (Option<&'static PlanTable>, Bounds) {
        let key = (t.as_ptr() as usize, t.len());
        match self.seen.get(&key) {
            Some(Seen::Done(p, b)) => return (*p, *b),
            Some(Seen::InProgress) => {
                self.refused = true;
                return (None, Bounds::default());
            }
            None => {}
        }
        // A path step holds an entry's index, or `NO_MATCH` (255).
        if t.len() >= crate::NO_MATCH as usize {
            self.refused = true;
        }
        self.seen.insert(key, Seen::InProgress);
        let mut hits = Vec::new();
        // The table's own step (an entry, or no match), then the most of any entry.
        let mut most = Bounds::default();
        for (i, e) in t.iter().enumerate() {
            let (steps, b) = self.atoms(e.atoms);
            most.path = most.path.max(b.path);
            most.ops = most.ops.max(b.ops);
            if !steps.is_empty() {
                let shadows = (0..i).filter(|&j| (t[j].value ^ e.value) & t[j].mask & e.mask == 0).collect();
                hits.push((i, steps, shadows));
            }
        }
        let bounds = Bounds { path: 1 + most.path, ops: most.ops };
        let plan = (!hits.is_empty()).then(|| &*Box::leak(Box::new(PlanTable { forms: t, hits })));
        self.seen.insert(key, Seen::Done(plan, bounds));
        (plan, bounds)
    }

    fn atoms(&mut self, atoms: &'static [Atom]) -> (Vec<Step>, Bounds) {
        let (mut steps, mut sum) = (Vec::new(), Bounds::default());
        for a in atoms {
            match a {
                Atom::Sub(t) | Atom::Ignored(t) => {
                    let (p, b) = self.table(t);
                    sum.path += b.path;
                    sum.ops += b.ops;
                    steps.extend(p.map(Step::Sub));
                }
                Atom::Dispatch(field, ts) => {
                    if ts.len() > crate::NO_MATCH as usize {
                        self.refused = true;
                    }
                    let mut most = Bounds::default();
                    let plans: Vec<_> = ts
                        .iter()
                        .map(|t| {
                            let (p, b) = self.table(t);
                            most.path = most.path.max(b.path);
                            most.ops = most.ops.max(b.ops);
                            p
                        })
                        .collect();
                    sum.path += 1 + most.path;
                    sum.ops += most.ops;
                    if plans.iter().any(Option::is_some) {
                        steps.push(Step::Dispatch(*field, plans));
                    }
                }
                Atom::Target(s) => {
                    sum.ops += 1;
                    steps.push(Step::Target(s));
                }
                Atom::Reg(_) | Atom::Imm(_) | Atom::Mem(_) | Atom::Vec(_) | Atom::Discard => sum.ops += 1,
                _ => {}
            }
        }
        (steps, sum)
    }
}

/// Bytes of code a thread of [`label_set`] takes at a time (about this many).
const LABEL_PART: usize = 1 << 20;

/// The instruction addresses of `code` (at `base`) that its instructions branch, call or point to: the
/// addresses `dis --labels` labels. The targets are read with `fast` when given (which must read them as
/// `isa` does, from bits that are the instruction's bytes in little-endian order), else through
/// [`Isa::targets`] of each decoded instruction; on up to `jobs` threads, each taking parts of the code.
pub fn label_set<I: Isa + Sync>(isa: &I, fast: Option<&BitsTargets>, code: &[u8], base: u64, jobs: usize) -> LabelSet {
    label_pass(isa, fast, code, base, jobs).labels
}

/// What the pass over the code that finds its labels learns.
pub struct LabelPass {
    /// The labelled addresses ([`label_set`]).
    pub labels: LabelSet,
    /// Where the instructions start.
    pub starts: LabelSet,
    /// Where they end (from the code's start): before a truncated tail, if there is one.
    pub end: usize,
}

/// [`label_set`], with where the instructions start and end (for a listing to share them out).
pub fn label_pass<I: Isa + Sync>(isa: &I, fast: Option<&BitsTargets>, code: &[u8], base: u64, jobs: usize) -> LabelPass {
    label_pass_in_parts(isa, fast, code, base, jobs, LABEL_PART)
}

/// [`label_pass`] with parts of about `part` bytes (small parts test how parts are joined).
///
/// Where an instruction starts is known only from the one before it, so each part is first read as if an
/// instruction started at its first byte, all parts at once; joining them in order then corrects a part
/// whose guess was wrong (the instruction before it ran over its start): from the true start, it is read
/// again until an instruction starts where the guess had one, after which both readings agree. Random or
/// real code agrees again within a few instructions, so the length scan is shared out like the rest.
#[doc(hidden)]
pub fn label_pass_in_parts<I: Isa + Sync>(
    isa: &I,
    fast: Option<&BitsTargets>,
    code: &[u8],
    base: u64,
    jobs: usize,
    part: usize,
) -> LabelPass {
    let granule = granule(isa, fast, code, base);
    join_parts(isa, fast, code, base, jobs, part, granule)
        // An instruction length that is no multiple of the granule guessed: one part, byte by byte.
        .or_else(|| join_parts(isa, fast, code, base, 1, usize::MAX, 0))
        .unwrap_or_else(|| LabelPass {
            labels: LabelSet::new(base, code.len() as u64, 0),
            starts: LabelSet::new(base, code.len() as u64, 0),
            end: 0,
        })
}

/// The alignment (log2, bytes) that the lengths of the first instructions share: where parts may start.
fn granule<I: Isa>(isa: &I, fast: Option<&BitsTargets>, code: &[u8], base: u64) -> u32 {
    let (mut pos, mut lens, mut scratch) = (0, 0usize, Vec::new());
    for _ in 0..4096 {
        let Some(len) = (pos < code.len()).then(|| step(isa, fast, code, base, pos, &mut scratch)).flatten() else { break };
        lens |= len;
        pos += len;
        scratch.clear();
    }
    if lens == 0 {
        0
    } else {
        lens.trailing_zeros().min(8)
    }
}

/// Reads the instruction at `code[pos..]` (address `base + pos`): appends its targets to `out` and
/// returns its length, or `None` when no instruction is there (a truncated tail).
#[inline(always)]
fn step<I: Isa>(isa: &I, fast: Option<&BitsTargets>, code: &[u8], base: u64, pos: usize, out: &mut Vec<u64>) -> Option<usize> {
    let bytes = &code[pos..];
    let addr = base + pos as u64;
    let len = match fast {
        Some(fast) => {
            let len = isa.len_at(bytes).ok()?;
            fast.targets(le_bits(bytes, len), addr, out);
            len
        }
        None => isa.targets_at(bytes, addr, out).ok()?,
    };
    Some(len.max(1))
}

/// Instructions at the start of a part whose targets are kept aside rather than marked: a part whose
/// first byte is no instruction start (the guess was wrong) is read again until both readings agree, and
/// the targets its guess read before that point must not count. Random or real code agrees within a few
/// instructions; a part that takes longer is read again whole (see [`join_parts`]).
const PREFIX: usize = 64;

/// One part of the code read as if an instruction started at its first byte. Targets of its instructions
/// after the first [`PREFIX`] are marked in the reading thread's set as they are found.
struct Part {
    range: Range<usize>,
    /// Where its instructions start: bitmap words (as [`LabelSet`]'s) from this one.
    first_word: usize,
    starts: Vec<u64>,
    /// The targets of its first instructions, each with the offset of its instruction.
    prefix: Vec<(usize, u64)>,
    /// Where the instructions whose targets are marked begin (the end of the prefix).
    marked_from: usize,
    /// Where the reading stopped: past the part's last instruction, or at a truncated tail.
    stop: usize,
    truncated: bool,
    /// An instruction length was no multiple of the granule.
    off_granule: bool,
}

/// Reads one part (see [`Part`]), marking targets past its prefix in `marked`.
fn read_part<I: Isa>(isa: &I, fast: Option<&BitsTargets>, code: &[u8], base: u64, range: Range<usize>, granule: u32, marked: &mut LabelSet) -> Part {
    let first_word = (range.start >> granule) / 64;
    let mut p = Part {
        first_word,
        starts: vec![0u64; (range.end >> granule) / 64 + 1 - first_word],
        prefix: Vec::new(),
        marked_from: range.end,
        stop: range.start,
        truncated: false,
        off_granule: false,
        range,
    };
    let (mut pos, mut found, mut count) = (p.range.start, Vec::new(), 0);
    let odd = (1usize << granule) - 1;
    // The bitmap word being filled, kept in a register until the reading moves past it.
    let (mut word, mut acc) = (p.range.start >> granule >> 6, 0u64);
    // The prefix, then (when the ISA reads targets through a memo) a loop with one lookup an instruction.
    let memo = fast.and_then(|b| Some((b, b.memo.as_ref()?)));
    while pos < p.range.end {
        if count == PREFIX {
            p.marked_from = pos;
            if memo.is_some() {
                break;
            }
        }
        let Some(len) = step(isa, fast, code, base, pos, &mut found) else {
            p.truncated = true;
            break;
        };
        if len & odd != 0 {
            p.off_granule = true;
            break;
        }
        let slot = pos >> granule;
        if slot >> 6 != word {
            p.starts[word - first_word] |= acc;
            (word, acc) = (slot >> 6, 0);
        }
        acc |= 1 << (slot % 64);
        // Most instructions have no target.
        if !found.is_empty() {
            if count < PREFIX {
                p.prefix.extend(found.iter().map(|&t| (pos, t)));
            } else {
                found.iter().for_each(|&t| marked.mark(t));
            }
            found.clear();
        }
        count += 1;
        pos += len;
    }
    if let (Some((bt, m)), true) = (memo, count == PREFIX && !p.truncated && !p.off_granule) {
        pos = read_memo(isa, bt, m, code, base, pos, &mut p, granule, marked);
    }
    if let Some(w) = p.starts.get_mut(word - first_word) {
        *w |= acc;
    }
    p.stop = pos;
    p
}

/// The rest of [`read_part`] from `pos` through a memo: one lookup an instruction, and the targets of those
/// that have some marked at once. Returns where the reading stopped.
#[allow(clippy::too_many_arguments)]
fn read_memo<I: Isa>(
    isa: &I,
    bt: &BitsTargets,
    m: &Memo,
    code: &[u8],
    base: u64,
    mut pos: usize,
    p: &mut Part,
    granule: u32,
    marked: &mut LabelSet,
) -> usize {
    let odd = (1usize << granule) - 1;
    // Where the instructions with targets start, gathered without a branch on whether one has any (random
    // code mispredicts it); their bits are read again when they are marked.
    let mut found = [0usize; 256];
    let mut n = 0;
    let mark = |found: &[usize], marked: &mut LabelSet| {
        for &at in found {
            let bytes = &code[at..];
            let bits = isa.len_at(bytes).map_or(0, |len| le_bits(bytes, len));
            for s in &m.lists[m.index(bits)] {
                marked.mark((bt.address)(read_imm(s, bits, &mut 0) as u64, base + at as u64, s));
            }
        }
    };
    // The bitmap word being filled, kept in a register until the reading moves past it.
    let (mut word, mut acc) = (pos >> granule >> 6, 0u64);
    while pos < p.range.end {
        let read = |bytes: &[u8]| isa.len_at(bytes).map(|len| (len, le_bits(bytes, len)));
        // Away from the code's end an instruction's bytes are read as eight: a slice of known length, which
        // the length and bit reading then check no further.
        let got = match code.get(pos..pos + 8) {
            Some(&[a, b, c, d, e, f, g, h]) => {
                let eight = [a, b, c, d, e, f, g, h];
                match isa.len_at(&eight) {
                    Ok(len @ 1..=8) => Ok((len, u64::from_le_bytes(eight) & u64::MAX >> (8 * (8 - len)))),
                    _ => read(&code[pos..]),
                }
            }
            _ => read(&code[pos..]),
        };
        let Ok((len, bits)) = got else {
            p.truncated = true;
            break;
        };
        let len = len.max(1);
        if len & odd != 0 {
            p.off_granule = true;
            break;
        }
        let slot = pos >> granule;
        if slot >> 6 != word {
            p.starts[word - p.first_word] |= acc;
            (word, acc) = (slot >> 6, 0);
        }
        acc |= 1 << (slot % 64);
        found[n % found.len()] = pos;
        n += (m.index(bits) != 0) as usize;
        if n == found.len() {
            mark(&found, marked);
            n = 0;
        }
        pos += len;
    }
    if let Some(w) = p.starts.get_mut(word - p.first_word) {
        *w |= acc;
    }
    mark(&found[..n], marked);
    pos
}

/// Reads the parts (of about `part` bytes, at multiples of `1 << granule`) on up to `jobs` threads, then
/// joins them; `None` when an instruction length is no multiple of the granule, or when a wrong guess
/// took more than a part's prefix to agree with the true reading (the caller then reads the code in one
/// part).
fn join_parts<I: Isa + Sync>(
    isa: &I,
    fast: Option<&BitsTargets>,
    code: &[u8],
    base: u64,
    jobs: usize,
    part: usize,
    granule: u32,
) -> Option<LabelPass> {
    let step_bytes = (part.max(1) >> granule << granule).max(1 << granule);
    let mut ranges = Vec::new();
    let mut from = 0;
    while from < code.len() {
        let to = from.saturating_add(step_bytes).min(code.len());
        ranges.push(from..to);
        from = to;
    }
    let next = AtomicUsize::new(0);
    let work = || {
        let (mut done, mut marked) = (Vec::new(), LabelSet::new(base, code.len() as u64, granule));
        while let Some(r) = ranges.get(next.fetch_add(1, Ordering::Relaxed)) {
            done.push(read_part(isa, fast, code, base, r.clone(), granule, &mut marked));
        }
        (done, marked)
    };
    let threads = jobs.clamp(1, ranges.len().max(1));
    let mut parts = Vec::new();
    let mut labels: Option<LabelSet> = None;
    for (done, marked) in on_threads(threads, work) {
        parts.extend(done);
        match &mut labels {
            Some(l) => l.union_with(&marked),
            None => labels = Some(marked),
        }
    }
    let mut labels = labels.unwrap_or_else(|| LabelSet::new(base, code.len() as u64, granule));
    parts.sort_unstable_by_key(|p| p.range.start);

    let mut starts = LabelSet::new(base, code.len() as u64, granule);
    for p in &parts {
        starts.or_words(p.first_word, &p.starts);
    }
    // Join: `pos` is where the true reading stands when a part begins; `end` where it met a truncated tail.
    let (mut pos, mut end) = (0usize, None::<usize>);
    let mut found = Vec::new();
    for p in &parts {
        if end.is_some() {
            // Nothing after a truncated tail is an instruction: its targets must not count.
            if p.marked_from < p.stop {
                return None;
            }
            continue;
        }
        let mut keep_from = p.range.start;
        if pos == p.range.start {
            if p.off_granule {
                return None;
            }
        } else {
            // The guess was wrong: read from the true start until an instruction starts where the guess
            // had one (the readings agree from there on) or the part ends.
            let (mut q, mut truth) = (pos, Vec::new());
            let merged = loop {
                if q >= p.range.end {
                    break false;
                }
                if starts.contains(base + q as u64) {
                    break true;
                }
                let Some(len) = step(isa, fast, code, base, q, &mut found) else {
                    end = Some(q);
                    break false;
                };
                if len & ((1 << granule) - 1) != 0 {
                    return None;
                }
                truth.push(q);
                found.drain(..).for_each(|t| labels.mark(t));
                q += len;
            };
            // Targets the guess read before `q` were marked: that cannot be undone.
            if q.min(p.stop) > p.marked_from {
                return None;
            }
            // Every start the guess put before `q` lies inside a true instruction.
            starts.clear_range(base + p.range.start as u64, base + q.min(p.range.end) as u64);
            for &t in &truth {
                starts.insert(base + t as u64);
            }
            if !merged {
                pos = q;
                continue;
            }
            if p.off_granule {
                return None;
            }
            keep_from = q;
        }
        for &(src, t) in &p.prefix {
            if src >= keep_from {
                labels.mark(t);
            }
        }
        pos = p.stop;
        if p.truncated {
            end = Some(p.stop);
        }
    }
    let end = end.unwrap_or(pos).min(code.len());
    // Nothing after a truncated tail is an instruction.
    starts.clear_range(base + end as u64, base + code.len() as u64);
    labels.intersect_with(&starts);
    Some(LabelPass { labels, starts, end })
}

/// Runs `work` on `threads` threads (this one among them) and returns what each gave.
fn on_threads<R: Send>(threads: usize, work: impl Fn() -> R + Sync) -> Vec<R> {
    std::thread::scope(|s| {
        let others: Vec<_> = (1..threads).map(|_| s.spawn(&work)).collect();
        let mut all = vec![work()];
        all.extend(others.into_iter().map(|h| h.join().unwrap_or_else(|e| std::panic::resume_unwind(e))));
        all
    })
}

/// The first `len` bytes of `bytes` (at most 8) as a little-endian number.
#[inline(always)]
fn le_bits(bytes: &[u8], len: usize) -> u64 {
    let keep = if len >= 8 { !0 } else { (1u64 << (8 * len)) - 1 };
    match bytes.get(..8) {
        Some(b) => u64::from_le_bytes(b.try_into().unwrap()) & keep,
        None => {
            let mut b = [0u8; 8];
            let n = len.min(8).min(bytes.len());
            b[..n].copy_from_slice(&bytes[..n]);
            u64::from_le_bytes(b)
        }
    }
}
