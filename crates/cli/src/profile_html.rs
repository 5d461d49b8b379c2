//! `run --profile --html OUT.html`: one self-contained page (no script, no outside file): the listing as
//! a heat map of execution counts with divergent branches marked, and the control-flow graph as inline
//! SVG, each block coloured by how often it ran. The graph's layout is gpuisa's own (blocks in address
//! order down a column, edges as arcs beside it), so the page needs no Graphviz.

use crate::run_out::Done;
use gpuisa_core::cfg::{EdgeKind, To};
use std::fmt::Write;

/// Text made safe inside HTML and SVG.
fn esc(s: &str) -> String {
    let mut o = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '<' => o.push_str("&lt;"),
            '>' => o.push_str("&gt;"),
            '&' => o.push_str("&amp;"),
            '"' => o.push_str("&quot;"),
            c if c.is_control() => o.push(' '),
            c => o.push(c),
        }
    }
    o
}

/// The heat colour of `n` of at most `max` (log scale): white for 0, then yellow to red.
fn heat(n: u64, max: u64) -> String {
    if n == 0 || max == 0 {
        return "#ffffff".into();
    }
    let t = ((n as f64).ln_1p() / (max as f64).ln_1p()).clamp(0.0, 1.0);
    let g = (235.0 - 190.0 * t) as u8;
    let b = (160.0 - 150.0 * t) as u8;
    format!("#ff{g:02x}{b:02x}")
}

/// The page for a finished run.
pub fn page<Op>(d: &Done<'_, Op>) -> String {
    let per = &d.stats.per_insn;
    let max = per.iter().map(|c| c.warps).max().unwrap_or(0);
    let mut h = String::new();
    let title = esc(&format!("gpuisa profile: {} ({})", d.kernel_name(), d.name));
    let _ = write!(
        h,
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>{title}</title><style>\
body{{font-family:sans-serif;margin:1em}}table{{border-collapse:collapse;font-family:monospace;font-size:12px}}\
td,th{{padding:1px 6px;text-align:right}}td.t,th.t{{text-align:left;white-space:pre}}tr.div td.t{{outline:2px solid #c00}}\
.flex{{display:flex;gap:2em;align-items:flex-start}}svg text{{font-family:monospace;font-size:11px}}</style></head><body>\n"
    );
    let s = d.stats;
    let _ = writeln!(
        h,
        "<h1>{title}</h1><p id=\"totals\">{} warp instructions, {} thread instructions, {} divergent branches ({} architecture). \
Colour: warp instructions (log scale); a red frame marks a branch that diverged.</p><div class=\"flex\"><table id=\"listing\">",
        s.warp_insns, s.thread_insns, s.divergent_branches, d.arch
    );
    let _ = writeln!(h, "<tr><th>warps</th><th>threads</th><th>lanes</th><th>div</th><th>address</th><th class=\"t\">instruction</th></tr>");
    for (i, (addr, text)) in d.prog.addrs.iter().zip(&d.prog.texts).enumerate() {
        let c = per.get(i).copied().unwrap_or_default();
        let class = if c.divergent > 0 { " class=\"div\"" } else { "" };
        let (w, t, l) = if c.warps == 0 {
            ("-".to_string(), "-".to_string(), "-".to_string())
        } else {
            (c.warps.to_string(), c.threads.to_string(), format!("{:.2}", crate::profile::lanes(&c)))
        };
        let div = if c.divergent > 0 { c.divergent.to_string() } else { String::new() };
        let _ = writeln!(
            h,
            "<tr{class} style=\"background:{}\" data-warps=\"{}\"><td>{w}</td><td>{t}</td><td>{l}</td><td>{div}</td><td>{addr:08x}</td><td class=\"t\">{}</td></tr>",
            heat(c.warps, max),
            c.warps,
            esc(text)
        );
    }
    h.push_str("</table>\n");
    if let Some(g) = &d.cfg {
        h.push_str(&svg(d, g, max));
    }
    h.push_str("</div></body></html>\n");
    h
}

/// The graph: a box per block (address range, warp instructions of its first instruction), edges as
/// arcs on the right, coloured by kind.
fn svg<Op>(d: &Done<'_, Op>, g: &gpuisa_core::cfg::Cfg, max: u64) -> String {
    let (bw, bh, gap, x0) = (220.0, 34.0, 18.0, 10.0);
    let index = |addr: u64| d.prog.addrs.binary_search(&addr).ok();
    let count = |b: &gpuisa_core::cfg::Block| index(b.addr).and_then(|i| d.stats.per_insn.get(i)).map_or(0, |c| c.warps);
    let y = |b: usize| 10.0 + b as f64 * (bh + gap);
    let n = g.blocks.len();
    let height = y(n) + 10.0;
    let width = x0 + bw + 40.0 + 14.0 * (n.min(40) as f64);
    let mut s = String::new();
    let _ = writeln!(s, "<svg id=\"cfg\" xmlns=\"http://www.w3.org/2000/svg\" width=\"{width:.0}\" height=\"{height:.0}\" viewBox=\"0 0 {width:.0} {height:.0}\">");
    let _ = writeln!(s, "<defs><marker id=\"arrow\" markerWidth=\"8\" markerHeight=\"8\" refX=\"7\" refY=\"4\" orient=\"auto\"><path d=\"M0,0 L8,4 L0,8 z\" fill=\"#444\"/></marker></defs>");
    for (i, b) in g.blocks.iter().enumerate() {
        let c = count(b);
        let diverged = index(b.addr).is_some_and(|first| {
            d.prog.addrs[first..].iter().zip(&d.stats.per_insn[first..]).take_while(|(a, _)| **a < b.end).any(|(_, p)| p.divergent > 0)
        });
        let stroke = if diverged { "stroke=\"#c00\" stroke-width=\"3\"" } else { "stroke=\"#333\"" };
        let _ = writeln!(
            s,
            "<g class=\"block\" data-warps=\"{c}\"><rect x=\"{x0}\" y=\"{:.0}\" width=\"{bw}\" height=\"{bh}\" fill=\"{}\" {stroke}/>\
<text x=\"{:.0}\" y=\"{:.0}\">{:08x}..{:08x}</text><text x=\"{:.0}\" y=\"{:.0}\">{c} warp issues{}</text></g>",
            y(i),
            heat(c, max),
            x0 + 6.0,
            y(i) + 14.0,
            b.addr,
            b.end,
            x0 + 6.0,
            y(i) + 28.0,
            if diverged { ", diverged" } else { "" }
        );
    }
    for (k, e) in g.edges.iter().enumerate() {
        let To::Block(t) = e.to else { continue };
        let colour = match e.kind {
            EdgeKind::Taken => "#1a7f1a",
            EdgeKind::NotTaken => "#c00000",
            EdgeKind::Fallthrough => "#444444",
            EdgeKind::Call => "#0040c0",
            EdgeKind::Push => "#888888",
            EdgeKind::Sync => "#800080",
            EdgeKind::Break => "#d07000",
        };
        let (ya, yb) = (y(e.from) + bh * 0.7, y(t) + bh * 0.3);
        if t == e.from + 1 && matches!(e.kind, EdgeKind::Fallthrough | EdgeKind::NotTaken) {
            let x = x0 + bw / 2.0;
            let _ = writeln!(s, "<line x1=\"{x:.0}\" y1=\"{:.0}\" x2=\"{x:.0}\" y2=\"{:.0}\" stroke=\"{colour}\" marker-end=\"url(#arrow)\"/>", y(e.from) + bh, y(t));
            continue;
        }
        let reach = 30.0 + 14.0 * ((k % 40) as f64);
        let xr = x0 + bw;
        let _ = writeln!(
            s,
            "<path d=\"M{xr:.0},{ya:.0} C{:.0},{ya:.0} {:.0},{yb:.0} {xr:.0},{yb:.0}\" fill=\"none\" stroke=\"{colour}\" marker-end=\"url(#arrow)\"/>",
            xr + reach,
            xr + reach
        );
    }
    s.push_str("</svg>\n");
    s
}
