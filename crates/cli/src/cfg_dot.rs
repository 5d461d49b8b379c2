//! `gpuisa dis --cfg dot`: a kernel's control-flow graph ([`gpuisa_core::cfg`]) as Graphviz DOT. Blocks are
//! boxes listing their instructions; edges are styled by kind: taken (green), not taken (red), fall-through
//! (black), call (blue, bold), and the SIMT reconvergence stack's: a push to the point it names (grey,
//! dashed), a reconvergence or break to the point it pops (purple or orange, dotted). Blocks that end
//! the thread (exit, return) have a double border.

use gpuisa_core::cfg::{self, EdgeKind, To};
use gpuisa_core::{Flow, Isa};
use std::io::Write;

/// Graphs with more blocks than this ask for Graphviz's force-directed layout (`layout=sfdp`).
pub const LAYERED_MAX_BLOCKS: usize = 1000;

/// Text made safe inside a DOT string.
fn escape(s: &str) -> String {
    let mut o = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '"' | '\\' => {
                o.push('\\');
                o.push(c)
            }
            '\n' | '\r' => o.push(' '),
            _ => o.push(c),
        }
    }
    o
}

fn style(k: EdgeKind) -> &'static str {
    match k {
        EdgeKind::Fallthrough => "color=black",
        EdgeKind::Taken => "color=darkgreen, label=\"taken\"",
        EdgeKind::NotTaken => "color=red, label=\"not taken\"",
        EdgeKind::Call => "color=blue, style=bold, label=\"call\"",
        EdgeKind::Push => "color=gray40, style=dashed, label=\"push\"",
        EdgeKind::Sync => "color=purple, style=dotted, label=\"sync\"",
        EdgeKind::Break => "color=orange, style=dotted, label=\"break\"",
    }
}

/// Writes the graph of `code` (at `base`) named `name`.
pub fn write<A: Isa>(isa: &A, name: &str, code: &[u8], base: u64, w: &mut dyn Write) -> std::io::Result<()> {
    let g = cfg::build(isa, code, base);
    writeln!(w, "digraph \"{}\" {{", escape(name))?;
    if g.blocks.len() > LAYERED_MAX_BLOCKS {
        // dot's layered layout of a graph this size runs for many minutes (the corpus' largest kernel:
        // 2,912 blocks, over 10 minutes); the force-directed one takes seconds. `dot -Kdot` still asks
        // for the layered one.
        writeln!(w, "  layout=sfdp;")?;
    }
    writeln!(w, "  node [shape=box, fontname=\"monospace\", fontsize=10];")?;
    let mut text = String::new();
    for (b, blk) in g.blocks.iter().enumerate() {
        let mut label = String::new();
        for n in &g.nodes[blk.first..blk.end] {
            text.clear();
            isa.format(&n.insn, n.addr, &mut text);
            label.push_str(&escape(&format!("{:08x}:  {}", n.addr, text)));
            label.push_str("\\l");
        }
        let last = &g.nodes[blk.end - 1];
        let ends = last.flow.intersects(Flow::EXIT | Flow::RETURN) && !last.flow.contains(Flow::GUARDED);
        let extra = if ends { ", peripheries=2" } else { "" };
        writeln!(w, "  b{b} [label=\"{label}\"{extra}];")?;
    }
    if g.trailing > 0 {
        writeln!(w, "  trailing [shape=plaintext, label=\"{} trailing bytes not decoded\"];", g.trailing)?;
    }
    let mut outside = std::collections::BTreeSet::new();
    for e in &g.edges {
        let to = match e.to {
            To::Block(t) => format!("b{t}"),
            To::Outside(a) => {
                outside.insert(a);
                format!("out_{a:x}")
            }
        };
        writeln!(w, "  b{} -> {to} [{}];", e.from, style(e.kind))?;
    }
    for a in outside {
        writeln!(w, "  out_{a:x} [shape=plaintext, label=\"{a:#x} (outside the code)\"];")?;
    }
    writeln!(w, "}}")
}
