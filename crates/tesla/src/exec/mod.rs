//! Tesla's execution semantics for the SIMT machine (`gpuisa-simt`): instructions are read once per
//! program into [`op::Op`]s ([`lower`]), then run warp-wide over the active lanes ([`alu`], and the flow in this module).
//! The compute ABI of sm_1x: the launch header and parameters in s[], `$r0` = tid.x | tid.y << 16 |
//! tid.z << 26.

pub mod alu;
pub mod fast;
pub mod fp32;
pub mod fp64;
pub mod lower;
pub mod op;
pub mod tex;
pub mod sfu;

use crate::Tesla;
use gpuisa_core::Isa;
use gpuisa_simt::machine::Program;
use gpuisa_simt::{Ctx, Fault, Flow, Semantics, WarpPlace, WARP};
use op::{Op, Src};

/// A warp's registers, lane-major per register.
pub struct Regs {
    pub r: Vec<[u32; WARP]>,
    /// `$a0`..`$a7` (`$a0` reads 0).
    pub a: [[u32; WARP]; 8],
    /// `$c0`..`$c3`: zero, sign, carry, overflow in bits 0-3.
    pub c: [[u8; WARP]; 4],
}

/// Tesla's semantics with the kernel's parameter space (the bytes placed at `s[0x10]` onwards) and the
/// program's instruction addresses (where an indirect branch lands).
pub struct TeslaSim {
    pub params: Vec<u8>,
    pub addrs: Vec<u64>,
    /// The textures `texauto`/`texfetch` read, by unit.
    pub textures: Vec<Option<tex::Texture>>,
    /// The MP's ISA flags word (MP+0x60, the reference results' `xtra`): see [`IsaFlags`].
    pub isa_flags: IsaFlags,
}

/// The MP configuration word that changes results (MP register +0x60; compute method 0x37c sets bits 0
/// and 1). A nouveau compute launch leaves it 0, the default here.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct IsaFlags(pub u32);

impl IsaFlags {
    /// Bit 0: the fake derivative of quad operations outside fragment programs is infinity (else 0).
    pub fn nonfp_deriv_inf(self) -> bool {
        self.0 & 1 != 0
    }
    /// Bit 1: a zero factor makes a product +0 whatever the other (else IEEE).
    pub fn mul_zero_wins(self) -> bool {
        self.0 & 2 != 0
    }
    /// Bit 19 (G200 and later): `sat` turns NaN into 0 (else NaN stays NaN).
    pub fn sat_nan_zero(self) -> bool {
        self.0 >> 19 & 1 != 0
    }
}

impl TeslaSim {
    /// A launch's semantics with no textures bound and the default ISA flags.
    pub fn new(params: Vec<u8>, addrs: Vec<u64>) -> TeslaSim {
        TeslaSim { params, addrs, textures: Vec::new(), isa_flags: IsaFlags::default() }
    }
}

/// Shared memory per block (sm_1x: 16 KiB).
pub const SHARED_SIZE: usize = 16 << 10;

impl TeslaSim {
    /// The launch header and parameters the hardware writes at the start of a block's s[].
    pub fn init_shared(&self, place: &WarpPlace, s: &mut [u8]) {
        let header = [0, place.ntid[0], place.ntid[1], place.ntid[2], place.nctaid[0], place.nctaid[1], place.ctaid[0], place.ctaid[1]];
        for (i, h) in header.iter().enumerate() {
            s[2 * i..2 * i + 2].copy_from_slice(&(*h as u16).to_le_bytes());
        }
        let n = self.params.len().min(s.len().saturating_sub(0x10));
        s[0x10..0x10 + n].copy_from_slice(&self.params[..n]);
    }
}

/// Reads `code` (at address 0) into a program; an instruction the simulator cannot run is an error
/// naming it.
/// Whether the program uses local memory (the runner then gives each thread [`LOCAL_SIZE`] bytes).
pub fn uses_local(prog: &Program<Op>) -> bool {
    prog.ops.iter().any(|op| {
        matches!(op.dst, op::Dst::Mem(m) if m.space == b'l') || op.srcs.iter().any(|s| matches!(s.src, Src::Mem(m) if m.space == b'l'))
    })
}

/// Local memory per thread: sm_1x's limit (a kernel may use more than its cubin declares).
pub const LOCAL_SIZE: usize = 16 << 10;

pub fn load(tesla: &Tesla, code: &[u8]) -> Result<Program<Op>, String> {
    let mut insns = Vec::new();
    let mut pos = 0;
    while pos < code.len() {
        let insn = tesla.decode(&code[pos..], pos as u64).map_err(|e| format!("{pos:#x}: {e}"))?;
        // Ran as the hardware reads it: the bits it ignores cleared (the text keeps them). The bits are
        // the code's own: a word the tables do not explain may not encode back to them.
        let mut raw = [0u8; 8];
        let n = insn.len().min(8).min(code.len() - pos);
        raw[..n].copy_from_slice(&code[pos..pos + n]);
        let bits = u64::from_le_bytes(raw);
        let hw = tesla.hardware_bits(bits);
        let run_as = if hw != bits { tesla.decode_bits(hw) } else { insn };
        insns.push((pos as u64, insn, run_as));
        pos += insn.len();
    }
    let addrs: Vec<u64> = insns.iter().map(|(a, ..)| *a).collect();
    let index = |t: u64| addrs.binary_search(&t).ok();
    // The texts are made only if something reads them (a trace, a profile, an error): formatting reads
    // each instruction's short form back, which costs more than loading and running a small kernel.
    let shown: Vec<(u64, gpuisa_engine::Insn)> = insns.iter().map(|&(a, insn, _)| (a, insn)).collect();
    let tesla_c = *tesla;
    let text_of = move |insn: &gpuisa_engine::Insn, addr: u64| {
        let mut text = String::new();
        tesla_c.format(insn, addr, &mut text);
        text
    };
    let texts = gpuisa_simt::Texts::lazy(move || shown.iter().map(|(a, insn)| text_of(insn, *a)).collect());
    let mut prog = Program { ops: Vec::new(), addrs: addrs.clone(), texts, mnemonics: Vec::new() };
    for (addr, insn, run_as) in &insns {
        let text = || text_of(insn, *addr);
        let mut op = lower::lower(run_as, &index).map_err(|e| format!("{addr:#x}: `{}`: {e}", text()))?;
        let Some((kind, ty)) = alu::plan(&op) else {
            return Err(format!("{addr:#x}: `{}`: not simulated yet", text()));
        };
        (op.kind, op.ty, op.m) = (atom_on_chip(kind, ty, tesla.variant), ty, op.read_mods());
        op.fast = fast::plan(&op);
        prog.mnemonics.push(op.name);
        prog.ops.push(op);
    }
    Ok(prog)
}

/// The atomics as the chip runs them (the G80-family reference results): from G200 on a sub-word atomic
/// leaves memory as it was (it still returns the old byte or half); on G84 `inc s32` and `dec s32` with
/// a negative operand compare signed.
fn atom_on_chip(kind: op::Kind, ty: op::Ty, variant: crate::Variant) -> op::Kind {
    use op::{AtomOp, Kind};
    let g200 = variant.features() & crate::variant::feat::SM12 != 0;
    match kind {
        Kind::Atom(_) if g200 && ty.bytes() < 4 => Kind::Atom(AtomOp::Keep),
        Kind::Atom(AtomOp::Inc) if !g200 && ty == op::Ty::S32 => Kind::Atom(AtomOp::IncNeg),
        Kind::Atom(AtomOp::Dec) if !g200 && ty == op::Ty::S32 => Kind::Atom(AtomOp::DecNeg),
        k => k,
    }
}

impl Semantics for TeslaSim {
    type Op = Op;
    type Regs = Regs;

    fn new_regs(&self, place: &WarpPlace) -> Regs {
        let mut regs = Regs { r: vec![[0; WARP]; 128], a: [[0; WARP]; 8], c: [[0; WARP]; 4] };
        for lane in 0..WARP {
            let [x, y, z] = place.tid(lane);
            regs.r[0][lane] = x | y << 16 | z << 26;
        }
        regs
    }

    fn joins(&self, op: &Op) -> bool {
        op.join
    }

    /// The registers `op` wrote (`$rN`, `$aN`, `$cN` flags), and what a store or a move to memory put
    /// where (`g14[ADDRS]=WORDS`), read from the registers after it ran.
    fn written(&self, op: &Op, regs: &Regs, active: u32, out: &mut String) {
        use gpuisa_engine::Part;
        use gpuisa_simt::trace_values;
        use op::{Dst, Kind};
        let words = match op.kind {
            Kind::DAdd { .. } | Kind::DMul | Kind::DFma | Kind::DMin | Kind::DMax | Kind::Atom64(_) => 2,
            Kind::Cvt64 { dt, .. } if dt.bytes() == 8 => 2,
            Kind::Ld => (op.ty.bytes() / 4).max(1) as usize,
            _ => 1,
        };
        let reg = |out: &mut String, n: usize| {
            if let Some(r) = regs.r.get(n) {
                trace_values(out, &format!("$r{n}"), active, |l| r[l]);
            }
        };
        match op.dst {
            Dst::R(n, part) => {
                let words = match part {
                    Part::Double => 2,
                    Part::Quad => 4,
                    _ => words,
                };
                for k in 0..words {
                    reg(out, n as usize + k);
                }
            }
            Dst::A(a @ 1..) => trace_values(out, &format!("$a{a}"), active, |l| regs.a[a as usize & 7][l]),
            Dst::Mem(m) => {
                if let Some(s) = op.srcs.iter().find(|s| matches!(s.src, Src::R(..))) {
                    store(out, &m, regs, active, s.src, 1);
                }
            }
            _ => {}
        }
        if let Some(c) = op.cdst {
            trace_values(out, &format!("$c{c}"), active, |l| regs.c[c as usize & 3][l] as u32);
        }
        match op.kind {
            Kind::Tex { .. } => {
                let mut r = op.tex.dst as usize;
                for k in 0..4 {
                    if op.tex.mask >> k & 1 != 0 {
                        reg(out, r);
                        r += 1;
                    }
                }
            }
            Kind::St => {
                if let (Some(Src::Mem(m)), Some(data)) = (op.srcs.first().map(|s| s.src), op.srcs.get(1)) {
                    store(out, &m, regs, active, data.src, (op.ty.bytes() / 4).max(1) as usize);
                }
            }
            _ => {}
        }
    }

    fn exec(&self, op: &Op, ctx: &mut Ctx<'_, Regs>) -> Result<Flow, Fault> {
        let pred = alu::predicate(op, ctx);
        if op.fast.f != fast::Fast::No {
            if pred != 0 {
                fast::exec(op, ctx, pred);
            }
            return Ok(if op.exit { Flow::Exit(ctx.active) } else { Flow::Next });
        }
        if let (op::Kind::Tex { fetch }, true) = (op.kind, pred != 0) {
            match tex::exec(&self.textures, op, ctx, pred, fetch) {
                Ok(()) => {}
                Err(tex::TexError::Fault(f)) => return Err(f),
                Err(tex::TexError::Refused(why)) => return Ok(Flow::Refuse(why)),
            }
        }
        let flow = alu::exec(op, ctx, pred, &self.addrs, self.isa_flags)?;
        if op.exit {
            // The exit flag ends the warp's active lanes after the instruction, whatever its predicate
            // (compilers end programs with `exit (never) nop`).
            return Ok(Flow::Exit(ctx.active));
        }
        Ok(flow)
    }
}

/// Appends a store's addresses and data words per lane: ` SPACE[ADDRS]=WORDS` (then `SPACE[ADDRS+4]=...`
/// for each further word). A post-incremented `$a` has moved on: its old value is the address.
fn store(out: &mut String, m: &op::MemRef, regs: &Regs, active: u32, data: Src, words: usize) {
    let base = |l: usize| -> u64 {
        match m.base {
            op::Base::None | op::Base::A(0) => 0,
            op::Base::A(a) => regs.a[a as usize & 7][l] as u64,
            op::Base::R(r) => regs.r.get(r as usize).map_or(0, |r| r[l]) as u64,
        }
    };
    let addr = |l: usize| -> u32 {
        if m.postinc {
            (base(l).wrapping_sub(m.offset as u64) & 0xffff) as u32
        } else {
            (base(l).wrapping_add(m.offset as u64) & 0xffff_ffff) as u32
        }
    };
    let space = if m.space == b'g' { format!("g{}", m.bank) } else { (m.space as char).to_string() };
    let mut a = String::new();
    gpuisa_simt::trace_values(&mut a, "", active, addr);
    for k in 0..words {
        let value = |l: usize| -> u32 {
            match data {
                Src::R(n, gpuisa_engine::Part::Lo) if words == 1 => regs.r.get(n as usize).map_or(0, |r| r[l] & 0xffff),
                Src::R(n, gpuisa_engine::Part::Hi) if words == 1 => regs.r.get(n as usize).map_or(0, |r| r[l] >> 16),
                Src::R(n, _) => regs.r.get(n as usize + k).map_or(0, |r| r[l]),
                _ => 0,
            }
        };
        let mut v = String::new();
        gpuisa_simt::trace_values(&mut v, "", active, value);
        let at = if k == 0 { a[2..].to_string() } else { format!("{}+{}", &a[2..], 4 * k) };
        out.push_str(&format!(" {space}[{at}]={}", &v[2..]));
    }
}
