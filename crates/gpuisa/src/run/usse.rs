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

/// What sets an invocation's other inputs (a fragment program's varyings and texture reads).
pub type SetInputs = Box<dyn Fn(&mut State)>;

/// A run of a GXP program's invocations, set up: the state every invocation starts from (literals,
/// uniforms) and the attributes each gets.
///
/// ```
/// use gpuisa::run::usse::UsseSession;
/// let shared = std::env::var("GPUISA_SHARED").unwrap_or_else(|_| "../../../shared".into());
/// let gxp = std::fs::read(std::path::Path::new(&shared).join("corpus/usse/SDL__SDL_render_vita_gxm_shaders.gxm_shader_color_v__f552e581.gxp")).unwrap();
/// let program = gpuisa::render_usse::Program::from_gxp(&gxp).unwrap();
/// // The identity matrix as `wvp`: the position goes through.
/// let uniforms = ["wvp=1,0,0,0,0,1,0,0,0,0,1,0,0,0,0,1".to_string()];
/// let attributes = ["aPosition=1,2,0,1".to_string(), "pa4=0.5,0,0,1".to_string()];
/// let s = UsseSession::prepare(program, 2, &uniforms, &attributes, false)?;
/// let states = s.run(None).map_err(|e| gpuisa::Error::Run(s.error(&e)))?;
/// assert_eq!(states.len(), 2);
/// assert_eq!(&states[1].output[0..2], &[1.0f32.to_bits(), 2.0f32.to_bits()]);
/// // A name the GXP does not have is refused.
/// let program = gpuisa::render_usse::Program::from_gxp(&gxp).unwrap();
/// assert!(UsseSession::prepare(program, 1, &["nope=1".into()], &[], false).is_err());
/// # Ok::<(), gpuisa::Error>(())
/// ```
pub struct UsseSession {
    pub program: Loaded,
    pub state: State,
    pub vertices: u32,
    /// (first primary register, words) of each attribute given.
    pub attributes: Vec<(usize, Vec<u32>)>,
    /// Sets what else an invocation reads, after its attributes.
    pub per_invocation: Option<SetInputs>,
    /// The inputs given (`NAME` of each `NAME=...`), uniforms first, for notes on what reads 0.
    pub given: Vec<String>,
}

impl UsseSession {
    /// `vertices` invocations of `program` with the uniforms and attributes given as `NAME=V,...` (a
    /// parameter of the GXP, or `saN`/`paN`); inputs not given read 0 when `zero_inputs`, else stop the run.
    pub fn prepare(program: Loaded, vertices: u32, uniforms: &[String], attributes: &[String], zero_inputs: bool) -> Result<UsseSession> {
        if vertices == 0 || vertices > MAX_VERTICES {
            return usage(format!("--vertices {vertices}: between 1 and {MAX_VERTICES}"));
        }
        let mut state = State { strict_inputs: !zero_inputs, ..State::default() };
        place_literals(&mut state, &program.gxp);
        let mut given = Vec::new();
        for u in uniforms {
            let (n, w) = assignment(&program.gxp, u, Bank::Secondary, "--uniform")?;
            given.push(u.split('=').next().unwrap_or_default().to_string());
            for (k, v) in w.into_iter().enumerate() {
                state.set_input(Bank::Secondary, n + k, v);
            }
        }
        let mut attrs = Vec::new();
        for s in attributes {
            attrs.push(assignment(&program.gxp, s, Bank::Primary, "--attribute")?);
            given.push(s.split('=').next().unwrap_or_default().to_string());
        }
        Ok(UsseSession { program, state, vertices, attributes: attrs, per_invocation: None, given })
    }

    /// Runs the invocations from a copy of the state; `observe` sees every instruction issued.
    pub fn run(&self, observe: Option<&mut Observer>) -> Std<Vec<State>, exec::RunError> {
        let mut st = self.state.clone();
        let set = |_, s: &mut State| {
            for (n, w) in &self.attributes {
                for (k, v) in w.iter().enumerate() {
                    s.set_input(Bank::Primary, n + k, *v);
                }
            }
            if let Some(f) = &self.per_invocation {
                f(s);
            }
        };
        run_all(&self.program, &mut st, self.vertices, set, observe)
    }

    /// A failed run's message, naming the input it read that no one gave.
    pub fn error(&self, e: &exec::RunError) -> String {
        format!("{e}{}", input_name(&self.program.gxp, e))
    }
}
