//! Control-flow graphs of machine code, built from each instruction's typed [`Flow`] and targets (never
//! from its text): basic blocks, taken/not-taken edges, calls, and the SIMT reconvergence stack's edges
//! (a push to the point it names; a reconvergence, break or continue to the point it pops).
//!
//! The pops are resolved by walking the blocks with the stack of pushed points: each block is walked
//! once, with the stack the first walk reaching it carries (compilers keep the stack balanced, so every
//! path reaching a block carries the same one).
//!
//! Memory and time are linear in the code: instructions are decoded and dropped (only those that
//! transfer control or name a target are kept, a few words each), instruction starts and block leaders
//! are bitmaps, and the walk's stacks share their common bottoms (a push is one arena entry, a copy of
//! a stack is its index), so random code of many megabytes builds in seconds in a few bytes per byte.

use crate::{Flow, Isa};

/// An instruction that transfers control or names a target.
#[derive(Clone, Copy, Debug)]
pub struct Marked {
    pub addr: u64,
    pub len: u32,
    pub flow: Flow,
    /// Its targets: `targets[first..first + count]` of the graph.
    first: u32,
    count: u32,
}

/// How control goes along an edge.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum EdgeKind {
    /// On to the next block (no transfer, or a call coming back).
    Fallthrough,
    /// A branch taken.
    Taken,
    /// A guarded transfer not taken.
    NotTaken,
    /// A call to its target.
    Call,
    /// A push of a reconvergence, break or continue point, to that point.
    Push,
    /// A reconvergence: to the point the matching push named.
    Sync,
    /// A break or continue: to the point the matching push named.
    Break,
}

impl EdgeKind {
    pub fn name(self) -> &'static str {
        match self {
            EdgeKind::Fallthrough => "fallthrough",
            EdgeKind::Taken => "taken",
            EdgeKind::NotTaken => "not_taken",
            EdgeKind::Call => "call",
            EdgeKind::Push => "push",
            EdgeKind::Sync => "sync",
            EdgeKind::Break => "break",
        }
    }
}

/// Where an edge goes: a block, or an address outside the code (a target beyond it or inside an
/// instruction).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum To {
    Block(usize),
    Outside(u64),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Edge {
    pub from: usize,
    pub to: To,
    pub kind: EdgeKind,
}

/// A basic block: the instructions from `addr` up to `end` (exclusive); `last` is the flow of its last
/// instruction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Block {
    pub addr: u64,
    pub end: u64,
    pub last: Flow,
}

#[derive(Clone, Debug)]
pub struct Cfg {
    pub blocks: Vec<Block>,
    /// Sorted by source block, then target, then kind; no duplicates.
    pub edges: Vec<Edge>,
    /// Bytes at the end that do not hold a whole instruction.
    pub trailing: usize,
    /// The instructions that transfer control or name a target, in address order.
    pub marked: Vec<Marked>,
    targets: Vec<u64>,
}

impl Cfg {
    /// The block that starts at `addr`.
    pub fn block_at(&self, addr: u64) -> Option<usize> {
        self.blocks.binary_search_by_key(&addr, |b| b.addr).ok()
    }
    /// The targets of a marked instruction.
    pub fn targets(&self, m: &Marked) -> &[u64] {
        &self.targets[m.first as usize..(m.first + m.count) as usize]
    }
    /// The marked instructions of block `b`.
    fn marked_in(&self, b: &Block) -> &[Marked] {
        let lo = self.marked.partition_point(|m| m.addr < b.addr);
        let hi = self.marked.partition_point(|m| m.addr < b.end);
        &self.marked[lo..hi]
    }
}

/// A bitmap over byte offsets of the code.
struct Bits(Vec<u64>);
impl Bits {
    fn new(n: usize) -> Bits {
        Bits(vec![0; n.div_ceil(64)])
    }
    fn set(&mut self, i: usize) {
        self.0[i / 64] |= 1 << (i % 64);
    }
    fn get(&self, i: usize) -> bool {
        self.0.get(i / 64).is_some_and(|w| w >> (i % 64) & 1 != 0)
    }
    /// The set offsets in order.
    fn ones(&self) -> impl Iterator<Item = usize> + '_ {
        self.0.iter().enumerate().flat_map(|(k, &w)| {
            let mut w = w;
            std::iter::from_fn(move || {
                (w != 0).then(|| {
                    let b = w.trailing_zeros() as usize;
                    w &= w - 1;
                    k * 64 + b
                })
            })
        })
    }
}

/// Stacks of pushed points sharing their bottoms: an entry names its parent and, for each kind of push,
/// the nearest entry of that kind at or below it, so the matching push of a pop is found at once.
struct Stacks(Vec<Entry>);
#[derive(Clone, Copy)]
struct Entry {
    point: u64,
    parent: u32,
    nearest: [u32; 3],
}
const EMPTY: u32 = u32::MAX;

impl Stacks {
    fn nearest(&self, s: u32, kind: usize) -> u32 {
        if s == EMPTY {
            EMPTY
        } else {
            self.0[s as usize].nearest[kind]
        }
    }
    fn push(&mut self, s: u32, kind: usize, point: u64) -> u32 {
        let mut nearest = if s == EMPTY { [EMPTY; 3] } else { self.0[s as usize].nearest };
        let id = self.0.len() as u32;
        nearest[kind] = id;
        self.0.push(Entry { point, parent: s, nearest });
        id
    }
}

/// The graph of `code`, located at `base`.
pub fn build<A: Isa>(isa: &A, code: &[u8], base: u64) -> Cfg {
    let mut starts = Bits::new(code.len());
    let mut marked = Vec::new();
    let mut targets = Vec::new();
    let mut pos = 0;
    let mut trailing = 0;
    let mut insn = None;
    let mut t = Vec::new();
    while pos < code.len() {
        let addr = base.wrapping_add(pos as u64);
        let decoded = match insn.as_mut() {
            Some(i) => isa.decode_into(&code[pos..], addr, i),
            None => isa.decode(&code[pos..], addr).map(|i| insn = Some(i)),
        };
        let Some(i) = insn.as_ref().filter(|_| decoded.is_ok()) else {
            trailing = code.len() - pos;
            break;
        };
        let len = isa.insn_len(i).clamp(1, code.len() - pos);
        starts.set(pos);
        t.clear();
        isa.targets(i, addr, &mut t);
        let flow = isa.flow(i);
        if flow.transfers() || !t.is_empty() {
            marked.push(Marked { addr, len: len as u32, flow, first: targets.len() as u32, count: t.len() as u32 });
            targets.extend_from_slice(&t);
        }
        pos += len;
    }
    // The decoded code's end.
    let end = pos;
    let offset = |a: u64| a.checked_sub(base).map(|o| o as usize).filter(|&o| o < end && starts.get(o));
    let mut leaders = Bits::new(code.len());
    if end > 0 {
        leaders.set(0);
    }
    for m in &marked {
        for &a in &targets[m.first as usize..(m.first + m.count) as usize] {
            if let Some(o) = offset(a) {
                leaders.set(o);
            }
        }
        let next = m.addr.wrapping_sub(base) as usize + m.len as usize;
        if m.flow.transfers() && next < end {
            leaders.set(next);
        }
    }
    let firsts: Vec<usize> = leaders.ones().collect();
    drop(leaders);
    let mut blocks = Vec::with_capacity(firsts.len());
    for (k, &first) in firsts.iter().enumerate() {
        let stop = firsts.get(k + 1).copied().unwrap_or(end);
        let at = marked.partition_point(|m| m.addr < base + stop as u64);
        // The last instruction's flow, if it is a marked one ending the block.
        let last = at
            .checked_sub(1)
            .map(|i| marked[i])
            .filter(|m| m.addr >= base + first as u64 && m.addr + m.len as u64 == base + stop as u64)
            .map_or(Flow::NONE, |m| m.flow);
        blocks.push(Block { addr: base + first as u64, end: base + stop as u64, last });
    }
    drop(firsts);
    drop(starts);
    let mut cfg = Cfg { blocks, edges: Vec::new(), trailing, marked, targets };
    let to = |cfg: &Cfg, addr: u64| cfg.block_at(addr).map_or(To::Outside(addr), To::Block);
    let mut edges = Vec::new();
    for (b, blk) in cfg.blocks.iter().enumerate() {
        let f = blk.last;
        let next = (b + 1 < cfg.blocks.len()).then_some(b + 1);
        let kind = if f.contains(Flow::CALL) {
            Some(EdgeKind::Call)
        } else if f.intersects(Flow::PUSHES) {
            Some(EdgeKind::Push)
        } else if f.contains(Flow::BRANCH) {
            Some(EdgeKind::Taken)
        } else {
            None
        };
        if let (Some(kind), Some(m)) = (kind, cfg.marked_in(blk).last().filter(|m| m.addr + m.len as u64 == blk.end)) {
            for &t in cfg.targets(m) {
                edges.push(Edge { from: b, to: to(&cfg, t), kind });
            }
        }
        if let Some(n) = next {
            if f.falls_through() {
                let kind = if f.contains(Flow::GUARDED) && f.transfers() && !f.intersects(Flow::CALL | Flow::PUSHES | Flow::SYNC) {
                    EdgeKind::NotTaken
                } else {
                    EdgeKind::Fallthrough
                };
                edges.push(Edge { from: b, to: To::Block(n), kind });
            }
        }
    }
    edges.sort_unstable();
    edges.dedup();
    // The reconvergence stack: resolve pops to the points their pushes named.
    let mut seen = vec![false; cfg.blocks.len()];
    let mut stacks = Stacks(Vec::new());
    let mut work: Vec<(u32, u32)> = Vec::new();
    if !cfg.blocks.is_empty() {
        work.push((0, EMPTY));
    }
    // Call targets start with an empty stack of their own.
    for e in &edges {
        if let (EdgeKind::Call, To::Block(t)) = (e.kind, e.to) {
            work.push((t as u32, EMPTY));
        }
    }
    const PUSHES: [Flow; 3] = [Flow::PUSH_SYNC, Flow::PUSH_BREAK, Flow::PUSH_CONT];
    let mut pops = Vec::new();
    while let Some((b, mut stack)) = work.pop() {
        let b = b as usize;
        if std::mem::replace(&mut seen[b], true) {
            continue;
        }
        for m in cfg.marked_in(&cfg.blocks[b]) {
            let f = m.flow;
            for (kind, mark) in PUSHES.iter().enumerate() {
                if f.contains(*mark) {
                    if let Some(&t) = cfg.targets(m).first() {
                        stack = stacks.push(stack, kind, t);
                    }
                }
            }
            for (mark, wanted, kind) in [(Flow::SYNC, 0, EdgeKind::Sync), (Flow::BREAK, 1, EdgeKind::Break), (Flow::CONT, 2, EdgeKind::Break)] {
                if !f.contains(mark) {
                    continue;
                }
                let k = stacks.nearest(stack, wanted);
                if k == EMPTY {
                    continue;
                }
                let Entry { point, parent, .. } = stacks.0[k as usize];
                // A guarded pop may not happen: the walk goes on with the stack as it was.
                if !f.contains(Flow::GUARDED) {
                    stack = parent;
                }
                if point != m.addr && point != m.addr + m.len as u64 {
                    pops.push(Edge { from: b, to: to(&cfg, point), kind });
                }
                if let Some(pb) = cfg.block_at(point) {
                    work.push((pb as u32, stack));
                }
            }
        }
        let lo = edges.partition_point(|e| e.from < b);
        for e in edges[lo..].iter().take_while(|e| e.from == b) {
            if let (To::Block(t), false) = (e.to, matches!(e.kind, EdgeKind::Push | EdgeKind::Call)) {
                work.push((t as u32, stack));
            }
        }
    }
    edges.extend(pops);
    edges.sort_unstable();
    edges.dedup();
    cfg.edges = edges;
    cfg
}
