//! Control-flow graphs of machine code, built from each instruction's typed [`Flow`] and targets (never
//! from its text): basic blocks, taken/not-taken edges, calls, and the SIMT reconvergence stack's edges
//! (a push to the point it names; a reconvergence, break or continue to the point it pops).
//!
//! The pops are resolved by walking the blocks with the stack of pushed points: each block is walked
//! once, with the stack the first walk reaching it carries (compilers keep the stack balanced, so every
//! path reaching a block carries the same one).

use crate::{Flow, Isa};
use std::collections::{BTreeMap, BTreeSet};

/// One decoded instruction of the graph.
#[derive(Clone, Debug)]
pub struct Node<I> {
    pub addr: u64,
    pub len: usize,
    pub insn: I,
    pub flow: Flow,
    pub targets: Vec<u64>,
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

/// A basic block: `nodes[first..end]`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Block {
    pub first: usize,
    pub end: usize,
    pub addr: u64,
}

#[derive(Clone, Debug)]
pub struct Cfg<I> {
    pub nodes: Vec<Node<I>>,
    pub blocks: Vec<Block>,
    pub edges: Vec<Edge>,
    /// Bytes at the end that do not hold a whole instruction.
    pub trailing: usize,
}

impl<I> Cfg<I> {
    /// The block that starts at `addr`.
    pub fn block_at(&self, addr: u64) -> Option<usize> {
        self.blocks.binary_search_by_key(&addr, |b| b.addr).ok()
    }
}

/// The graph of `code`, located at `base`.
pub fn build<A: Isa>(isa: &A, code: &[u8], base: u64) -> Cfg<A::Insn> {
    let mut nodes = Vec::new();
    let mut pos = 0;
    let mut trailing = 0;
    while pos < code.len() {
        let addr = base + pos as u64;
        match isa.decode(&code[pos..], addr) {
            Ok(insn) => {
                let len = isa.insn_len(&insn).max(1);
                let mut targets = Vec::new();
                isa.targets(&insn, addr, &mut targets);
                let flow = isa.flow(&insn);
                nodes.push(Node { addr, len, insn, flow, targets });
                pos += len;
            }
            Err(_) => {
                trailing = code.len() - pos;
                break;
            }
        }
    }
    let starts: BTreeMap<u64, usize> = nodes.iter().enumerate().map(|(i, n)| (n.addr, i)).collect();
    let mut leaders = BTreeSet::new();
    if !nodes.is_empty() {
        leaders.insert(0usize);
    }
    for (i, n) in nodes.iter().enumerate() {
        for t in &n.targets {
            if let Some(&j) = starts.get(t) {
                leaders.insert(j);
            }
        }
        if n.flow.transfers() && i + 1 < nodes.len() {
            leaders.insert(i + 1);
        }
    }
    let firsts: Vec<usize> = leaders.into_iter().collect();
    let blocks: Vec<Block> = firsts
        .iter()
        .enumerate()
        .map(|(k, &first)| Block { first, end: firsts.get(k + 1).copied().unwrap_or(nodes.len()), addr: nodes[first].addr })
        .collect();
    let mut cfg = Cfg { nodes, blocks, edges: Vec::new(), trailing };
    let mut edges = BTreeSet::new();
    let to = |cfg: &Cfg<A::Insn>, addr: u64| cfg.block_at(addr).map_or(To::Outside(addr), To::Block);
    for (b, blk) in cfg.blocks.iter().enumerate() {
        let last = &cfg.nodes[blk.end - 1];
        let next = (b + 1 < cfg.blocks.len()).then_some(b + 1);
        let f = last.flow;
        for &t in &last.targets {
            let kind = if f.contains(Flow::CALL) {
                EdgeKind::Call
            } else if f.intersects(Flow::PUSHES) {
                EdgeKind::Push
            } else if f.contains(Flow::BRANCH) {
                EdgeKind::Taken
            } else {
                continue;
            };
            edges.insert(Edge { from: b, to: to(&cfg, t), kind });
        }
        if let Some(n) = next {
            if f.falls_through() {
                let kind = if f.contains(Flow::GUARDED) && f.transfers() && !f.intersects(Flow::CALL | Flow::PUSHES | Flow::SYNC) {
                    EdgeKind::NotTaken
                } else {
                    EdgeKind::Fallthrough
                };
                edges.insert(Edge { from: b, to: To::Block(n), kind });
            }
        }
    }
    // The reconvergence stack: resolve pops to the points their pushes named.
    let mut seen = vec![false; cfg.blocks.len()];
    let mut work: Vec<(usize, Vec<(Flow, u64)>)> = Vec::new();
    if !cfg.blocks.is_empty() {
        work.push((0, Vec::new()));
    }
    // Call targets start with an empty stack of their own.
    for e in &edges {
        if let (EdgeKind::Call, To::Block(t)) = (e.kind, e.to) {
            work.push((t, Vec::new()));
        }
    }
    let mut pops = Vec::new();
    while let Some((b, mut stack)) = work.pop() {
        if std::mem::replace(&mut seen[b], true) {
            continue;
        }
        let blk = &cfg.blocks[b];
        for n in &cfg.nodes[blk.first..blk.end] {
            let f = n.flow;
            for (mark, kind) in [(Flow::PUSH_SYNC, Flow::PUSH_SYNC), (Flow::PUSH_BREAK, Flow::PUSH_BREAK), (Flow::PUSH_CONT, Flow::PUSH_CONT)] {
                if f.contains(mark) {
                    if let Some(&t) = n.targets.first() {
                        stack.push((kind, t));
                    }
                }
            }
            for (mark, wanted, kind) in [
                (Flow::SYNC, Flow::PUSH_SYNC, EdgeKind::Sync),
                (Flow::BREAK, Flow::PUSH_BREAK, EdgeKind::Break),
                (Flow::CONT, Flow::PUSH_CONT, EdgeKind::Break),
            ] {
                if f.contains(mark) {
                    if let Some(k) = stack.iter().rposition(|(m, _)| *m == wanted) {
                        let point = stack[k].1;
                        // A guarded pop may not happen: the walk goes on with the stack as it was.
                        if !f.contains(Flow::GUARDED) {
                            stack.truncate(k);
                        }
                        if point != n.addr && point != n.addr + n.len as u64 {
                            pops.push(Edge { from: b, to: to(&cfg, point), kind });
                        }
                        if let Some(pb) = cfg.block_at(point) {
                            work.push((pb, stack.clone()));
                        }
                    }
                }
            }
        }
        let lo = Edge { from: b, to: To::Block(0), kind: EdgeKind::Fallthrough };
        let hi = Edge { from: b + 1, to: To::Block(0), kind: EdgeKind::Fallthrough };
        for e in edges.range(lo..hi) {
            if let (To::Block(t), false) = (e.to, matches!(e.kind, EdgeKind::Push | EdgeKind::Call)) {
                work.push((t, stack.clone()));
            }
        }
    }
    edges.extend(pops);
    cfg.edges = edges.into_iter().collect();
    cfg
}
