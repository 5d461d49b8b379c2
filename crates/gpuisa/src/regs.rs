//! `dis --regs`: per instruction the registers live after it, and the kernel's register and predicate
//! count, in the manner of nvdisasm's `-plr`. The registers each instruction reads and writes are its
//! operands' roles ([`crate::roles`], the same the JSON model gives); liveness is the usual backward
//! dataflow over the control-flow graph ([`gpuisa_core::cfg`]), every edge kind followed (the SIMT
//! stack's pushes and pops too: a conservative answer). A write kills a register only when it is whole
//! and unconditional: a half register, or an instruction under a guard, may leave the old value.

use crate::json::Describe;
use gpuisa_core::cfg::{self, To};
use serde_json::Value;
use std::collections::BTreeSet;
use std::io::Write;

/// A register: general (`r`) or predicate-like (`p`: Fermi's predicates, Tesla's condition registers).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Reg {
    R(u32),
    P(u32),
}

/// What one instruction does to registers.
#[derive(Clone, Debug, Default)]
pub struct Use {
    pub reads: BTreeSet<Reg>,
    pub writes: BTreeSet<Reg>,
    /// Writes that replace the whole value whatever happens (no guard, not a half register).
    pub kills: BTreeSet<Reg>,
}

/// The registers named by a JSON operand (docs/json.md), and whether they are whole; Fermi's RZ and PT
/// and Tesla's $r124 and up (which read as zero) are none.
pub fn operand_regs(o: &Value, fermi: bool) -> (Vec<Reg>, bool) {
    let n = o["number"].as_u64().unwrap_or(0) as u32;
    match (o["kind"].as_str(), o["file"].as_str()) {
        (Some("register"), Some("r")) => {
            let (width, whole) = match o["part"].as_str() {
                Some("double") => (2, true),
                Some("quad") => (4, true),
                Some("lo" | "hi") => (1, false),
                _ => (1, true),
            };
            let limit = if fermi { 63 } else { 124 };
            ((n..n + width).filter(|&r| r < limit).map(Reg::R).collect(), whole)
        }
        (Some("register"), Some("p")) if fermi && n < 7 => (vec![Reg::P(n)], true),
        (Some("register"), Some("c")) if !fermi && n < 4 => (vec![Reg::P(n)], true),
        (Some("vector"), _) => {
            let v: Vec<Reg> = o["registers"].as_array().into_iter().flatten().filter_map(|r| r.as_u64()).map(|r| Reg::R(r as u32)).collect();
            (v.into_iter().filter(|r| matches!(r, Reg::R(n) if *n < if fermi { 63 } else { 124 })).collect(), true)
        }
        _ => (Vec::new(), true),
    }
}

/// The register use of one instruction from its JSON operands.
pub fn use_of(operands: &[Value], fermi: bool) -> Use {
    let guarded = operands.iter().any(|o| {
        let guard = if fermi { o["file"] == "p" && o["access"] == "read" && o["kind"] == "register" } else { false };
        guard && operands.first() == Some(o)
    });
    let mut u = Use::default();
    for o in operands {
        let (regs, whole) = operand_regs(o, fermi);
        let access = o["access"].as_str().unwrap_or("read");
        for r in regs {
            if access != "write" {
                u.reads.insert(r);
            }
            if access != "read" {
                u.writes.insert(r);
                if whole && !guarded {
                    u.kills.insert(r);
                }
            }
        }
    }
    // Tesla: a predicate `(cc $cN)` is read before everything else; whatever it guards may not write.
    if !fermi && operands.first().is_some_and(|o| o["file"] == "c" && o["access"] == "read") {
        u.kills.clear();
    }
    u
}

/// One kernel's instructions with their use and text.
pub struct Listed {
    pub addr: u64,
    pub len: usize,
    pub text: String,
    pub uses: Use,
}

/// Decodes `code` and gives each instruction's register use (stops at bytes that do not decode).
pub fn listed<A: Describe>(isa: &A, code: &[u8], base: u64, fermi: bool) -> Vec<Listed> {
    let mut out = Vec::new();
    let mut pos = 0;
    let mut targets = Vec::new();
    while pos < code.len() {
        let addr = base + pos as u64;
        let Ok(insn) = isa.decode(&code[pos..], addr) else { break };
        let len = isa.insn_len(&insn).max(1).min(code.len() - pos);
        let mut text = String::new();
        isa.format(&insn, addr, &mut text);
        targets.clear();
        isa.targets(&insn, addr, &mut targets);
        let m = isa.describe(&insn, &code[pos..pos + len], &targets);
        let ops = m.get("operands").and_then(|v| v.as_array()).cloned().unwrap_or_default();
        out.push(Listed { addr, len, text, uses: use_of(&ops, fermi) });
        pos += len;
    }
    out
}

/// The registers live after each instruction of `l` (backward dataflow over `isa`'s graph of `code`).
pub fn live_after<A: Describe>(isa: &A, code: &[u8], base: u64, l: &[Listed]) -> Vec<BTreeSet<Reg>> {
    let g = cfg::build(isa, code, base);
    // Each block's instruction range.
    let ranges: Vec<(usize, usize)> = g
        .blocks
        .iter()
        .map(|b| {
            let lo = l.partition_point(|x| x.addr < b.addr);
            let hi = l.partition_point(|x| x.addr < b.end);
            (lo, hi)
        })
        .collect();
    let mut succ: Vec<Vec<usize>> = vec![Vec::new(); g.blocks.len()];
    for e in &g.edges {
        if let To::Block(t) = e.to {
            succ[e.from].push(t);
        }
    }
    let mut live_in: Vec<BTreeSet<Reg>> = vec![BTreeSet::new(); g.blocks.len()];
    let mut after: Vec<BTreeSet<Reg>> = vec![BTreeSet::new(); l.len()];
    loop {
        let mut changed = false;
        for b in (0..g.blocks.len()).rev() {
            let mut live: BTreeSet<Reg> = succ[b].iter().flat_map(|&s| live_in[s].iter().copied()).collect();
            let (lo, hi) = ranges[b];
            for i in (lo..hi).rev() {
                after[i] = live.clone();
                let u = &l[i].uses;
                for r in &u.kills {
                    live.remove(r);
                }
                live.extend(u.reads.iter().copied());
            }
            if live != live_in[b] {
                live_in[b] = live;
                changed = true;
            }
        }
        if !changed {
            return after;
        }
    }
}

/// Registers and predicates a kernel uses: one past the highest named (0 for none).
pub fn counts(l: &[Listed]) -> (u32, u32) {
    let mut top = (0, 0);
    for x in l {
        for r in x.uses.reads.iter().chain(&x.uses.writes) {
            match *r {
                Reg::R(n) => top.0 = top.0.max(n + 1),
                Reg::P(n) => top.1 = top.1.max(n + 1),
            }
        }
    }
    top
}

/// The general registers `code` uses, or `None` when some of it does not decode (for `as --replace-in`).
pub fn regs_used<A: Describe>(isa: &A, code: &[u8], fermi: bool) -> Option<u32> {
    let l = listed(isa, code, 0, fermi);
    // Every byte must decode: a kernel that cannot be read whole is given no count.
    let end = l.last().map_or(0, |x| x.addr as usize + x.len);
    (end >= code.len()).then(|| counts(&l).0)
}

/// One column character: what instruction `u` does to `r`, and whether `r` is live after it.
fn mark(u: &Use, r: Reg, live: bool) -> char {
    match (u.writes.contains(&r), u.reads.contains(&r), live) {
        (true, _, true) => '^',
        (true, _, false) => '-',
        (false, true, true) => '+',
        (false, true, false) => 'v',
        (false, false, true) => ':',
        (false, false, false) => ' ',
    }
}

/// Writes a kernel's listing with its live registers: a header with the counts, then per instruction
/// `ADDR: TEXT`, padded, and `// GPR N |cols| PRED M |cols|`: N and M the live counts after it, a column
/// per register: `^` written and live after, `-` written and dead, `+` read and still live, `v` read for
/// the last time, `:` live through, blank dead.
pub fn write<A: Describe>(isa: &A, name: &str, code: &[u8], base: u64, fermi: bool, w: &mut dyn Write) -> std::io::Result<()> {
    let l = listed(isa, code, base, fermi);
    let after = live_after(isa, code, base, &l);
    let (nr, np) = counts(&l);
    let (pname, rname) = if fermi { ("predicate registers (P)", "R") } else { ("condition registers ($c)", "$r") };
    writeln!(w, "// kernel {name}: {nr} registers ({rname}0..{rname}{}), {np} {pname}", nr.saturating_sub(1))?;
    let width = l.iter().map(|x| x.text.len()).max().unwrap_or(0).min(60);
    let digits = |n: u32| (0..n).map(|i| char::from(b'0' + (i % 10) as u8)).collect::<String>();
    writeln!(w, "// {:w$}  //        GPR {}        PRED {}", "", digits(nr), digits(np), w = width + 10)?;
    for (x, live) in l.iter().zip(&after) {
        let gpr: String = (0..nr).map(|r| mark(&x.uses, Reg::R(r), live.contains(&Reg::R(r)))).collect();
        let pred: String = (0..np).map(|p| mark(&x.uses, Reg::P(p), live.contains(&Reg::P(p)))).collect();
        let lr = live.iter().filter(|r| matches!(r, Reg::R(_))).count();
        let lp = live.len() - lr;
        writeln!(w, "{:08x}: {:width$}  // GPR {lr:3} |{gpr}| PRED {lp:2} |{pred}|", x.addr, x.text)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn r(n: u32, part: &str, access: &str) -> Value {
        json!({ "kind": "register", "file": "r", "number": n, "part": part, "access": access })
    }

    fn count(ops: Vec<Value>, fermi: bool) -> u32 {
        counts(&[Listed { addr: 0, len: 8, text: String::new(), uses: use_of(&ops, fermi) }]).0
    }

    #[test]
    fn registers_count_widths_and_not_rz() {
        assert_eq!(count(vec![r(3, "full", "write"), r(63, "full", "read")], true), 4);
        assert_eq!(count(vec![r(4, "double", "read")], true), 6);
        assert_eq!(count(vec![r(8, "quad", "write")], true), 12);
        assert_eq!(count(vec![r(2, "hi", "read"), r(124, "full", "read")], false), 3);
        assert_eq!(count(vec![json!({ "kind": "immediate", "value": 5, "access": "read" })], true), 0);
    }

    #[test]
    fn half_and_guarded_writes_do_not_kill() {
        let u = use_of(&[r(2, "hi", "write"), r(3, "full", "read")], false);
        assert!(u.writes.contains(&Reg::R(2)) && u.kills.is_empty());
        let guard = json!({ "kind": "register", "file": "p", "number": 0, "part": "full", "access": "read" });
        let u = use_of(&[guard, r(1, "full", "write")], true);
        assert!(u.reads.contains(&Reg::P(0)) && u.writes.contains(&Reg::R(1)) && u.kills.is_empty());
        let u = use_of(&[r(1, "full", "write"), r(1, "full", "read")], true);
        assert!(u.kills.contains(&Reg::R(1)) && u.reads.contains(&Reg::R(1)));
    }
}
