//! A USSE run of a GXP program's invocations: inputs from `NAME=V,...` assignments (the GXP's
//! parameters or registers), the literal table, the secondary program once, then the primary program
//! four invocations at a time, with an observer for traces and profiles. The command line's `run --arch
//! usse` and `--render` read their options and files, then use this.

use crate::render_usse::Program as Loaded;
use crate::{Error, Result};
use std::result::Result as Std;
use gpuisa_container::GxpLayout;
use gpuisa_usse::encoding::Bank;
use gpuisa_usse::exec::{self, State};
use std::fmt::Write as _;

pub use crate::render_usse::MAX_STEPS;
/// Instructions a whole run (every group of invocations) may execute.
pub const MAX_TOTAL_STEPS: u64 = 50_000_000;
/// Invocations (vertices) at most.
pub const MAX_VERTICES: u32 = 4096;

fn usage<T>(m: String) -> Result<T> {
    Err(Error::Usage(m))
}

/// A value: a float, or `0x` hex bits.
pub fn value(s: &str) -> Std<u32, String> {
    let s = s.trim();
    if let Some(h) = s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
        return u32::from_str_radix(h, 16).map_err(|_| format!("`{s}` is not a hex word"));
    }
    s.parse::<f32>()
        .map(f32::to_bits)
        .map_err(|_| format!("`{s}` is not a number"))
}

/// The literal table's values, in the literal container's registers (16, else 19, as the GXM driver).
pub fn place_literals(st: &mut State, g: &GxpLayout) {
    let Some(base) = g.container_base(16).or_else(|| g.container_base(19)) else {
        return;
    };
    for &(off, v) in &g.literals {
        if let Some(n) = (base as u64).checked_add(off as u64).filter(|&n| n < 256) {
            st.set_input(Bank::Secondary, n as usize, v);
        }
    }
}

/// The first register of a parameter: attributes their resource index in pa, uniforms their container's
/// base plus the resource index in sa.
pub fn param_reg(g: &GxpLayout, name: &str) -> Option<(Bank, usize)> {
    let p = g.parameters.iter().find(|p| p.name == name)?;
    match p.category {
        0 => Some((Bank::Primary, p.resource_index as usize)),
        1 => Some((
            Bank::Secondary,
            g.container_base(p.container_index).unwrap_or(0) as usize + p.resource_index as usize,
        )),
        _ => None,
    }
}

/// `NAME=V,...` or `paN=...`/`saN=...` into (bank, first register, words).
pub fn assignment(g: &GxpLayout, spec: &str, bank: Bank, opt: &str) -> Result<(usize, Vec<u32>)> {
    let Some((name, vals)) = spec.split_once('=') else {
        return usage(format!("{opt} {spec}: expected NAME=V,..."));
    };
    let words = vals
        .split(',')
        .map(value)
        .collect::<Std<Vec<_>, _>>()
        .map_err(|e| Error::Usage(format!("{opt} {spec}: {e}")))?;
    let prefix = bank.prefix();
    let reg = match name
        .strip_prefix(prefix)
        .and_then(|n| n.parse::<usize>().ok())
    {
        Some(n) => n,
        None => match param_reg(g, name) {
            Some((b, n)) if b == bank => n,
            Some(_) => {
                return usage(format!(
                    "{opt} {name}: the GXP's parameter {name} is not {}",
                    if bank == Bank::Primary {
                        "an attribute"
                    } else {
                        "a uniform"
                    }
                ))
            }
            None => {
                return usage(format!(
                    "{opt} {name}: the GXP has no such parameter (or give {prefix}N)"
                ))
            }
        },
    };
    if reg + words.len() > 256 {
        return usage(format!(
            "{opt} {spec}: past the last register ({prefix}255)"
        ));
    }
    Ok((reg, words))
}

/// What sees each instruction a traced or profiled run issues: the invocation (`None` for the secondary
/// program) and the step.
pub type Observer<'a> = dyn FnMut(Option<usize>, &exec::observe::Step) + 'a;

/// Runs the secondary program on `st`, then the primary once per vertex with `per_vertex` applied;
/// returns each invocation's state. `observe`, when given, sees every instruction issued (a trace or a
/// profile): the invocation's number (`None` for the secondary program, which runs once) and the step.
pub fn run_all(
    l: &Loaded,
    st: &mut State,
    vertices: u32,
    mut per_vertex: impl FnMut(u32, &mut State),
    mut observe: Option<&mut Observer>,
) -> Std<Vec<State>, exec::RunError> {
    let secondary = match observe.as_mut() {
        Some(f) => exec::run_observed(st, &l.secondary, "secondary", true, MAX_STEPS, Some(&mut |s: &exec::observe::Step| f(None, s)))?,
        None => exec::run(st, &l.secondary, "secondary", true, MAX_STEPS)?,
    };
    let mut budget = MAX_TOTAL_STEPS - secondary;
    let mut out: Vec<State> = (0..vertices)
        .map(|v| {
            let mut s = st.clone();
            per_vertex(v, &mut s);
            s
        })
        .collect();
    // Four invocations at a time, run together (derivatives read the group).
    for (g, group) in out.chunks_mut(4).enumerate() {
        // Each group at most MAX_STEPS, all together at most MAX_TOTAL_STEPS.
        let max = MAX_STEPS.min(budget);
        budget -= match observe.as_mut() {
            Some(f) => exec::run_group_observed(group, &l.primary, "primary", false, max, Some(&mut |s: &exec::observe::Step| f(Some(4 * g + s.lane), s)))?,
            None => exec::run_group(group, &l.primary, "primary", false, max)?,
        };
    }
    Ok(out)
}

/// Per instruction of both programs: how often it was issued, and to how many invocations its predicate
/// let it run (`run --profile`).
#[derive(Default)]
pub struct Profile {
    issued: [Vec<u64>; 2],
    ran: [Vec<u64>; 2],
}

impl Profile {
    pub fn new(l: &Loaded) -> Profile {
        let n = [l.secondary.len(), l.primary.len()];
        Profile { issued: n.map(|n| vec![0; n]), ran: n.map(|n| vec![0; n]) }
    }
    pub fn count(&mut self, s: &exec::observe::Step) {
        let p = (s.program == "primary") as usize;
        if let (Some(i), Some(r)) = (self.issued[p].get_mut(s.pc), self.ran[p].get_mut(s.pc)) {
            *i += 1;
            *r += s.ran as u64;
        }
    }
    /// The listing of both programs with each instruction's counts, then the totals.
    pub fn write(&self, l: &Loaded, text: &mut String) {
        let usse = gpuisa_usse::Usse::default();
        let (mut issued, mut ran) = (0, 0);
        for (p, name, code) in [(0, "secondary", &l.secondary), (1, "primary", &l.primary)] {
            if code.is_empty() {
                continue;
            }
            let _ = writeln!(text, "profile: {name} program\n      issued         ran  address  instruction");
            for (pc, insn) in code.iter().enumerate() {
                let mut t = String::new();
                gpuisa_core::Isa::format(&usse, insn, pc as u64 * 8, &mut t);
                let _ = writeln!(text, "{:>12} {:>11}  {:07x}  {t}", self.issued[p][pc], self.ran[p][pc], pc * 8);
                issued += self.issued[p][pc];
                ran += self.ran[p][pc];
            }
        }
        let _ = writeln!(text, "profile: {issued} instructions issued, {ran} run (the rest skipped by their predicate)");
    }
}

/// For a run that read an input no one gave: the parameter that register belongs to, and how to give it.
pub fn input_name(g: &GxpLayout, e: &exec::RunError) -> String {
    let exec::RunError::At {
        err: exec::ExecErr::Unset(reg),
        ..
    } = e
    else {
        return String::new();
    };
    let (bank, opt) = if reg.starts_with("pa") {
        (Bank::Primary, "--attribute")
    } else {
        (Bank::Secondary, "--uniform")
    };
    let Some(n) = reg
        .trim_start_matches(|c: char| c.is_ascii_alphabetic())
        .parse::<usize>()
        .ok()
    else {
        return String::new();
    };
    for p in &g.parameters {
        if let Some((b, first)) = param_reg(g, &p.name) {
            let words = (p.components.max(1) as usize) * (p.array_size.max(1) as usize);
            if b == bank && (first..first + words).contains(&n) {
                return format!(" (parameter {}: give {opt} {}=...)", p.name, p.name);
            }
        }
    }
    format!(" (give {opt} {reg}=...)")
}


/// A trace's line for one step of invocation `inv` (`None`: the secondary program): the address, the
/// instruction, and what it wrote (or that its predicate skipped it).
pub fn trace_line(l: &Loaded, inv: Option<usize>, s: &exec::observe::Step) -> String {
    let code = if s.program == "primary" { &l.primary } else { &l.secondary };
    let mut line = match inv {
        Some(v) => format!("invocation {v} primary   {:07x}  ", s.pc * 8),
        None => format!("secondary              {:07x}  ", s.pc * 8),
    };
    if let Some(insn) = code.get(s.pc) {
        gpuisa_core::Isa::format(&gpuisa_usse::Usse::default(), insn, s.pc as u64 * 8, &mut line);
    }
    if !s.ran {
        line.push_str("  # skipped (predicate false)");
    } else {
        let mut w = String::new();
        exec::observe::written(s.before, s.after, &mut w);
        if !w.is_empty() {
            line.push_str("  # ");
            line.push_str(&w);
        }
    }
    line.push('\n');
    line
}
