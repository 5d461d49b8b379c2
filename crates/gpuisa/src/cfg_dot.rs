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

/// Text made safe inside a DOT string: quotes and backslashes escaped, line breaks and other control
/// characters (NUL included, which ends a string for Graphviz) shown as `\xNN` text.
pub fn escape(s: &str) -> String {
    let mut o = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '"' | '\\' => {
                o.push('\\');
                o.push(c)
            }
            c if c.is_control() => o.push_str(&format!("\\\\x{:02x}", c as u32)),
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

/// One kernel of a container: its name and code at its address.
pub struct Kernel<'a> {
    pub name: &'a str,
    pub code: &'a [u8],
    pub base: u64,
}

/// Writes one DOT document named `title` for all `kernels`, each a `subgraph cluster_N` (a container's
/// kernels are one graph: `dot -Tsvg` makes one SVG of them).
pub fn write<A: Isa>(isa: &A, title: &str, kernels: &[Kernel], w: &mut dyn Write) -> std::io::Result<()> {
    let graphs: Vec<cfg::Cfg> = kernels.iter().map(|k| cfg::build(isa, k.code, k.base)).collect();
    writeln!(w, "digraph \"{}\" {{", escape(title))?;
    if graphs.iter().map(|g| g.blocks.len()).sum::<usize>() > LAYERED_MAX_BLOCKS {
        // dot's layered layout of a graph this size runs for many minutes (the corpus' largest kernel:
        // 2,912 blocks, over 10 minutes); the force-directed one takes seconds. `dot -Kdot` still asks
        // for the layered one.
        writeln!(w, "  layout=sfdp;")?;
    }
    writeln!(w, "  node [shape=box, fontname=\"monospace\", fontsize=10];")?;
    for (k, (kernel, g)) in kernels.iter().zip(&graphs).enumerate() {
        writeln!(w, "  subgraph cluster_{k} {{")?;
        writeln!(w, "    label=\"{}\";", escape(kernel.name))?;
        write_kernel(isa, kernel, g, &format!("k{k}_"), w)?;
        writeln!(w, "  }}")?;
    }
    writeln!(w, "}}")
}

/// The blocks and edges of one kernel, its node names starting with `p`.
fn write_kernel<A: Isa>(isa: &A, k: &Kernel, g: &cfg::Cfg, p: &str, w: &mut dyn Write) -> std::io::Result<()> {
    let mut text = String::new();
    let mut label = String::new();
    for (b, blk) in g.blocks.iter().enumerate() {
        label.clear();
        let mut at = blk.addr;
        // Decoded again here: the graph keeps only the instructions that transfer control.
        while at < blk.end {
            let off = at.wrapping_sub(k.base) as usize;
            let Ok(insn) = isa.decode(&k.code[off..], at) else { break };
            text.clear();
            isa.format(&insn, at, &mut text);
            label.push_str(&escape(&format!("{at:08x}:  {text}")));
            label.push_str("\\l");
            at += isa.insn_len(&insn).max(1) as u64;
        }
        let ends = blk.last.intersects(Flow::EXIT | Flow::RETURN) && !blk.last.contains(Flow::GUARDED);
        let extra = if ends { ", peripheries=2" } else { "" };
        writeln!(w, "    {p}b{b} [label=\"{label}\"{extra}];")?;
    }
    if g.trailing > 0 {
        writeln!(w, "    {p}trailing [shape=plaintext, label=\"{} trailing bytes not decoded\"];", g.trailing)?;
    }
    let mut outside = std::collections::BTreeSet::new();
    for e in &g.edges {
        let to = match e.to {
            To::Block(t) => format!("{p}b{t}"),
            To::Outside(a) => {
                outside.insert(a);
                format!("{p}out_{a:x}")
            }
        };
        writeln!(w, "    {p}b{} -> {to} [{}];", e.from, style(e.kind))?;
    }
    for a in outside {
        writeln!(w, "    {p}out_{a:x} [shape=plaintext, label=\"{a:#x} (outside the code)\"];")?;
    }
    Ok(())
}
