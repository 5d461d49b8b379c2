//! Lowering: a decoded instruction's form ([`crate::Code`]), the semantic tags of its modifiers
//! ([`crate::sem`]) and its typed operands become an [`Op`]. Nothing here reads printed text; an
//! instruction whose form the machine does not run, or whose tags say it does not model a modifier, is
//! refused with its text.

use super::op::{Op, Src, PT, RZ};
use crate::sem::Sem;
use crate::Code;
use gpuisa_engine::{Operand, RegFile};

/// The operation each form runs as: the machine's reading of the description's form identity
/// ([`crate::Code`]); a form not listed does not run.
fn kind_of(code: Code) -> Option<Sem> {
    Some(match code {
        Code::Atom_AddF32FtzRn | Code::Atom_AddU64 | Code::Atom_Cas | Code::Atom_CasU64 | Code::Atom_E | Code::Atom_EAddF32FtzRn | Code::Atom_EAddU64 | Code::Atom_ECas | Code::Atom_ECasU64 | Code::Atom_EExch | Code::Atom_EExchU64 | Code::Atom_ES32 | Code::Atom_Exch | Code::Atom_ExchU64 | Code::Atom_RegMemReg | Code::Atom_S32 => Sem::Atom,
        Code::Bar_RedPopcRegReg | Code::Bar_RedPopc | Code::Bar_RedAnd | Code::Bar_RedOr | Code::Bar_Arv | Code::BarN_Sync | Code::BarN_Arv => Sem::Bar,
        Code::Pcnt => Sem::Pcnt,
        Code::Cont => Sem::Cont,
        Code::Jmp_Imm | Code::Jmp_Mem | Code::BraN => Sem::Bra,
        Code::Jmx_Mem | Code::Jmx_RegImm | Code::Brx_RegTarget => Sem::Brx,
        Code::Cal_Mem | Code::Jcal_Imm | Code::Jcal_Mem | Code::CalN => Sem::Cal,
        Code::Lepc => Sem::Lepc,
        Code::Membar_Cta | Code::Membar_Gl | Code::Membar_Sys => Sem::Membar,
        Code::Cctl | Code::Cctll => Sem::Cctl,
        Code::SsyN => Sem::Ssy,
        Code::ExitN => Sem::Exit,
        Code::RetN => Sem::Ret,
        Code::BptN_Cal | Code::BptN_Drain | Code::BptN_Pause | Code::BptN_Trap => Sem::Bpt,
        Code::NopN => Sem::Nop,
        Code::S2rN => Sem::S2r,
        Code::MovN_Hi | Code::MovN_Reg | Code::MovN_RegImm => Sem::Mov,
        Code::ShlN => Sem::Shl,
        Code::ShrN => Sem::Shr,
        Code::IaddN_RegReg | Code::IaddN_RegRegImm => Sem::Iadd,
        Code::LopN_AndRegReg | Code::LopN_AndRegRegImm | Code::LopN_OrRegReg | Code::LopN_OrRegRegImm | Code::LopN_PassBRegReg | Code::LopN_PassBRegRegImm | Code::LopN_XorRegReg | Code::LopN_XorRegRegImm => Sem::Lop,
        Code::LdN_E | Code::LdN_RegMem => Sem::Ld,
        Code::StN_E | Code::StN_MemReg => Sem::St,
        Code::LdlN => Sem::Ldl,
        Code::StlN => Sem::Stl,
        Code::LdsN => Sem::Lds,
        Code::StsN => Sem::Sts,
        Code::LdcN => Sem::Ldc,
        Code::FaddN => Sem::Fadd,
        Code::FmulN => Sem::Fmul,
        Code::FfmaN => Sem::Ffma,
        Code::FsetpN => Sem::Fsetp,
        Code::I2fN => Sem::I2f,
        Code::I2iN => Sem::I2i,
        Code::F2fN_F32F32 | Code::F2fN_Pass => Sem::F2f,
        Code::F2iN => Sem::F2i,
        Code::ImadN => Sem::Imad,
        Code::ImulN_RegReg | Code::ImulN_RegRegImm => Sem::Imul,
        Code::IsetpN_RegReg | Code::IsetpN_RegRegImm => Sem::Isetp,
        Code::MufuN => Sem::Mufu,
        Code::PsetpN => Sem::Psetp,
        Code::CsetpN => Sem::Csetp,
        Code::Vadd4N | Code::Vabsdiff4N => Sem::Simd4,
        Code::Vadd2N | Code::Vabsdiff2N => Sem::Simd2,
        Code::Bfe => Sem::Bfe,
        Code::Bfi => Sem::Bfi,
        Code::Bpt => Sem::Bpt,
        Code::Bra => Sem::Bra,
        Code::Brk => Sem::Brk,
        Code::Brx_Mem => Sem::Brx,
        Code::Cal_Target => Sem::Cal,
        Code::Dadd => Sem::Dadd,
        Code::Dfma => Sem::Dfma,
        Code::Dmnmx => Sem::Dmnmx,
        Code::Dmul => Sem::Dmul,
        Code::Dsetp => Sem::Dsetp,
        Code::Exit => Sem::Exit,
        Code::F2f => Sem::F2f,
        Code::F2i => Sem::F2i,
        Code::Fadd | Code::Fadd32i => Sem::Fadd,
        Code::Ffma | Code::Ffma32i => Sem::Ffma,
        Code::Fset => Sem::Fset,
        Code::Dset => Sem::Dset,
        Code::Fcmp => Sem::Fcmp,
        Code::Flo => Sem::Flo,
        Code::Fmnmx => Sem::Fmnmx,
        Code::Fmul | Code::Fmul32i => Sem::Fmul,
        Code::Fsetp => Sem::Fsetp,
        Code::I2f => Sem::I2f,
        Code::I2i => Sem::I2i,
        Code::Iadd => Sem::Iadd,
        Code::Iadd32i => Sem::Iadd32i,
        Code::Icmp => Sem::Icmp,
        Code::Imad => Sem::Imad,
        Code::Imnmx => Sem::Imnmx,
        Code::Imul => Sem::Imul,
        Code::Imul32i => Sem::Imul32i,
        Code::Iscadd => Sem::Iscadd,
        Code::Iset => Sem::Iset,
        Code::Isetp => Sem::Isetp,
        Code::Ld_E | Code::Ld_Mem => Sem::Ld,
        Code::Ldc => Sem::Ldc,
        Code::Ldl => Sem::Ldl,
        Code::Lds => Sem::Lds,
        Code::Ldu_E | Code::Ldu_Mem => Sem::Ldu,
        Code::LdLdu => Sem::LdLdu,
        Code::LdsLdu => Sem::LdsLdu,
        Code::Tld => Sem::Tld,
        Code::Tex => Sem::Tex,
        Code::Tld4 => Sem::Tld4,
        Code::Txq => Sem::Txq,
        Code::Suld => Sem::Suld,
        Code::Sust_B => Sem::Sust,
        Code::Lop => Sem::Lop,
        Code::Lop32i => Sem::Lop32i,
        Code::Mov => Sem::Mov,
        Code::Mov32i => Sem::Mov32i,
        Code::Mufu => Sem::Mufu,
        Code::Nop_0 | Code::Nop_Trig => Sem::Nop,
        Code::Pbk => Sem::Pbk,
        Code::Popc => Sem::Popc,
        Code::P2r_PrRz => Sem::P2r,
        Code::R2p => Sem::R2p,
        Code::Pret => Sem::Pret,
        Code::Prmt => Sem::Prmt,
        Code::Pset_And | Code::Pset_Reg => Sem::Pset,
        Code::Psetp_And | Code::Psetp_RegReg => Sem::Psetp,
        Code::Red_AddF32FtzRn | Code::Red_AddU64 | Code::Red_E | Code::Red_EAddF32FtzRn | Code::Red_EAddU64 | Code::Red_ES32 | Code::Red_MemReg | Code::Red_S32 => Sem::Red,
        Code::Ret => Sem::Ret,
        Code::S2r => Sem::S2r,
        Code::Sel => Sem::Sel,
        Code::Shl => Sem::Shl,
        Code::Shr => Sem::Shr,
        Code::Ssy => Sem::Ssy,
        Code::St_E | Code::St_Mem => Sem::St,
        Code::Stl => Sem::Stl,
        Code::Sts => Sem::Sts,
        Code::Vadd => Sem::Vadd,
        Code::Vmnmx => Sem::Vmnmx,
        Code::Vote => Sem::Vote,
        Code::Vshl => Sem::Vshl,
        Code::Vshr => Sem::Vshr,
        Code::Imad32i => Sem::Imad32i,
        Code::Iscadd32i => Sem::Iscadd32i,
        Code::Isad => Sem::Isad,
        Code::Cset_And | Code::Cset_RegReg => Sem::Cset,
        Code::Csetp_And | Code::Csetp_RegRegReg => Sem::Csetp,
        Code::Vabsdiff => Sem::Vabsdiff,
        Code::Vset => Sem::Vset,
        Code::Vmad => Sem::Vmad,
        Code::Vsetp => Sem::Vsetp,
        Code::Vadd4 | Code::Vavrg4 | Code::Vmnmx4 | Code::Vabsdiff4 | Code::Vset4 => Sem::Simd4,
        Code::Vadd2 | Code::Vavrg2 | Code::Vmnmx2 | Code::Vabsdiff2 | Code::Vset2 => Sem::Simd2,
        _ => return None,
    })
}

/// Forms whose meaning the documents do not pin down: refused at load with the reason.
fn unpinned(code: Code) -> Option<&'static str> {
    Some(match code {
        Code::Longjmp | Code::Plongjmp => "LONGJMP/PLONGJMP: what the long-jump stack entry holds and restores is not documented",
        Code::Ldslk | Code::Stsul => "LDSLK/STSUL (shared-memory lock): envytools says each warp may lock one s[] word and other warps block on it, but not which lanes' predicates report the lock when several lanes of a warp address words",
        Code::Ldlk | Code::Stul => "LDLK/STUL (global-memory lock): no document gives their lock semantics or predicate result",
        Code::B2r => "B2R (barrier to register): what it reads of a barrier's state is not documented",
        Code::VmadN => "VMAD_N (the 32-bit VMAD): its word has no source 3 field, and no document says what it adds to the product (zero, the destination?); its selectors' sizes (bits 7-11) are read only by envytools' guess",
        _ => return None,
    })
}

/// Why a form has no semantics: the graphics pipeline's forms, which compute code cannot hold, and the
/// short forms whose modifiers execution does not read yet.
fn no_semantics(code: Code) -> String {
    let name = code.mnemonics().first().copied().unwrap_or("?");
    match code {
        Code::Ald | Code::AldN | Code::Ast | Code::AstN | Code::Ipa | Code::IpaN | Code::Kil | Code::Out
        | Code::Pixld | Code::Quadon | Code::Quadpop | Code::Rtt | Code::Vild => format!(
            "{name} belongs to the graphics pipeline (attributes, interpolation, pixel and vertex I/O): compute kernels do not hold it"
        ),
        _ if name.ends_with("_N") => format!(
            "the 32-bit short form {name} is not modelled (its modifiers carry no execution tags; the long form runs)"
        ),
        _ => "no semantics for this instruction".into(),
    }
}

/// Special registers S2R reads (envytools' gf100 numbering, as the notation names them).
pub const SREGS: &[u8] = &[
    0x00, 0x21, 0x22, 0x23, 0x25, 0x26, 0x27, 0x29, 0x2a, 0x2b, 0x2d, 0x2e, 0x2f, 0x38, 0x39, 0x3a,
    0x3b, 0x3c, 0x50, 0x51,
];

fn is_float(k: Sem) -> bool {
    matches!(
        k,
        Sem::Fadd
            | Sem::Fmul
            | Sem::Ffma
            | Sem::Fsetp
            | Sem::Fmnmx
            | Sem::Dadd
            | Sem::Dmul
            | Sem::Dfma
            | Sem::Dsetp
            | Sem::Dmnmx
            | Sem::F2i
            | Sem::F2f
            | Sem::Fset
            | Sem::Dset
            | Sem::Fcmp
    )
}

/// Lowers the instruction at byte `addr` whose code ends at `end` (targets must lie inside).
/// `Err` says why it cannot run (the caller adds the text).
pub fn lower(insn: &gpuisa_engine::Insn, addr: u64, end: u64) -> Result<Op, String> {
    // Code of 8-byte instructions only.
    let map: super::op::CodeMap = (0..end.div_ceil(4)).map(|w| if w % 2 == 0 { (w / 2) as u32 } else { u32::MAX }).collect();
    lower_at(insn, addr, 8, end, &map)
}

/// Lowers the `size`-byte instruction at byte `addr` of code that ends at `end`, whose instructions
/// `map` indexes ([`super::op::CodeMap`]).
pub fn lower_at(insn: &gpuisa_engine::Insn, addr: u64, size: u64, end: u64, map: &super::op::CodeMap) -> Result<Op, String> {
    let tags = gpuisa_engine::sem::tags(crate::encoding::ROOT, insn);
    let code = crate::code_of(insn);
    if let Some(why) = unpinned(code) {
        return Err(format!("not modelled: {why}"));
    }
    // BAR_N.ARV has no thread-count operand, and an arrival without one is not defined (PTX requires it):
    // refused here rather than at its first run.
    if code == Code::BarN_Arv {
        return Err("not modelled: BAR_N.ARV, an arrival without a thread count (PTX's bar.arrive requires one)".into());
    }
    if let Some(why) = super::tex::refused(code) {
        return Err(why.into());
    }
    if tags.iter().any(|t| Sem::from_u16(t.sem) == Sem::Unmodelled) {
        return Err("a variant the machine does not model".into());
    }
    if let Some(why) = super::float::refused_form(code).or_else(|| super::int::refused_form(code)) {
        return Err(why.into());
    }
    let kind = kind_of(code).ok_or_else(|| no_semantics(code))?;
    if matches!(kind, Sem::LdLdu | Sem::LdsLdu) {
        return super::pair::lower(insn, &tags, kind, addr.wrapping_add(8), end);
    }
    if matches!(kind, Sem::Tld | Sem::Tex | Sem::Tld4 | Sem::Txq) {
        return super::tex::lower(insn, &tags, kind, addr.wrapping_add(8), end);
    }
    if matches!(kind, Sem::Suld | Sem::Sust) {
        return super::surf::lower(insn, &tags, kind, addr.wrapping_add(8), end);
    }
    let mut op = Op::new(kind);
    (op.next, op.end, op.addr) = (addr.wrapping_add(size), end, addr);
    let short = size == 4;
    if matches!(kind, Sem::Simd4 | Sem::Simd2) {
        op.imm = super::simd::op_of(code);
        // The short forms have no lane mask and no source 3: every lane is written (the long forms'
        // full mask, which prints nothing).
        if short {
            [Sem::SimdL0, Sem::SimdL1, Sem::SimdL2, Sem::SimdL3].into_iter().for_each(|t| op.set(t));
        }
    }
    let ops = insn.operands();
    // Per-operand prefixes.
    let n = ops.len();
    let (mut neg, mut inv, mut abs, mut pnot) = (
        vec![false; n + 1],
        vec![false; n + 1],
        vec![false; n + 1],
        vec![false; n + 1],
    );
    let mut guarded = false;
    for t in &tags {
        let s = Sem::from_u16(t.sem);
        let i = t.ops_before.min(n);
        match s {
            Sem::Guard => guarded = true,
            Sem::Neg => neg[i] = true,
            Sem::Inv => inv[i] = true,
            Sem::Abs => abs[i] = true,
            Sem::PNot => pnot[i] = true,
            s if (s as u16) > Sem::Guard as u16 && s != Sem::Count => op.set(s),
            _ => {}
        }
    }
    // A guard: the first operand.
    let mut k = 0;
    if guarded {
        match ops.first() {
            Some(Operand::Reg(r)) if r.file == RegFile::P => {
                op.guard = r.num as u8;
                op.guard_neg = pnot[0];
                k = 1;
            }
            _ => return Err("a guard that is not a predicate".into()),
        }
    }
    let float = is_float(kind);
    let wide_imm = matches!(
        kind,
        Sem::Bra | Sem::Brx | Sem::Cal
            | Sem::Mov32i
            | Sem::Iadd32i
            | Sem::Imul32i
            | Sem::Lop32i
            | Sem::Vadd
            | Sem::Vshl
            | Sem::Vshr
            | Sem::Vmnmx
            | Sem::Imad32i
            | Sem::Iscadd32i
            | Sem::Vabsdiff
            | Sem::Vset
            | Sem::Vmad
            | Sem::Vsetp
            | Sem::Simd4
            | Sem::Simd2
    ) || matches!(code, Code::Fadd32i | Code::Fmul32i | Code::Ffma32i);
    // Value operands (registers, immediates, constants), predicates, memory, target, special register.
    let mut vals: Vec<(Src, usize)> = Vec::new();
    let mut preds: Vec<(u8, bool)> = Vec::new();
    let mut mem = None;
    let mut target = None;
    for (i, o) in ops.iter().enumerate().skip(k) {
        match *o {
            Operand::Reg(r) => match r.file {
                RegFile::R => vals.push((Src::R(r.num.min(63) as u8), i)),
                RegFile::P => preds.push((r.num as u8 & 7, pnot[i])),
                RegFile::Sr => {
                    if !SREGS.contains(&(r.num as u8)) {
                        let name = crate::notation::SREG_NAMES.iter().find(|(n, _)| *n == r.num);
                        return Err(match name {
                            Some((_, name)) => format!("special register {name} ({:#x}) is not modelled", r.num),
                            None => format!("special register {:#x} is not modelled", r.num),
                        });
                    }
                    op.imm = r.num as u32;
                }
                RegFile::C => {}
                _ => return Err("an operand of an unmodelled register file".into()),
            },
            Operand::Imm(v) => {
                let v = if matches!(kind, Sem::Iscadd | Sem::Iscadd32i) && i == n - 1 {
                    op.imm = v as u32 & 31;
                    continue;
                } else if wide_imm || short {
                    // Short forms' immediates are whole values as the description reads them.
                    v as u32
                } else if float {
                    (v as u32) << 12
                } else {
                    (((v as u32) << 12) as i32 >> 12) as u32
                };
                vals.push((Src::Imm(v), i));
            }
            Operand::Mem(m)
                if m.space == b'c' && matches!(m.base, gpuisa_engine::MemBase::None) =>
            {
                let off = u32::try_from(m.offset).map_err(|_| "a negative constant offset")?;
                vals.push((Src::C(m.bank.unwrap_or(0), off), i));
            }
            // Short forms' constants: the space names the bank (0, 1, 16).
            Operand::Mem(m)
                if matches!(m.space, b'0' | b'1' | b'6') && matches!(m.base, gpuisa_engine::MemBase::None) =>
            {
                let off = u32::try_from(m.offset).map_err(|_| "a negative constant offset")?;
                let bank = match m.space { b'0' => 0, b'1' => 1, _ => 16 };
                vals.push((Src::C(bank, off), i));
            }
            Operand::Mem(m) => mem = Some(m),
            Operand::Target(t) => target = Some(t),
            _ => return Err("an operand the machine does not model".into()),
        }
    }
    if let (Some(t), Code::Brx_RegTarget) = (target, code) {
        // Added to a register as it runs: the distance from the next instruction.
        op.off = t as i64;
    } else if let Some(t) = target {
        let to = op.next.wrapping_add(t);
        op.target = super::op::index_at(map, to)
            .filter(|_| to < end)
            .ok_or_else(|| format!("branch target {to:#x} lies outside the kernel or inside an instruction"))?;
    }
    if let Some(m) = mem {
        op.base = match m.base {
            gpuisa_engine::MemBase::R(r) => r.min(63) as u8,
            gpuisa_engine::MemBase::None => RZ,
            _ => return Err("an address register base".into()),
        };
        op.off = m.offset;
        op.bank = m.bank.unwrap_or(0);
    }
    op.size = match op.which(&[
        Sem::SizeU8,
        Sem::SizeS8,
        Sem::SizeU16,
        Sem::SizeS16,
        Sem::Size64,
        Sem::Size128,
    ]) {
        Some(Sem::SizeU8 | Sem::SizeS8) => 1,
        Some(Sem::SizeU16 | Sem::SizeS16) => 2,
        Some(Sem::Size64) => 8,
        Some(Sem::Size128) => 16,
        _ => 4,
    };
    let set_srcs = |op: &mut Op, vs: &[(Src, usize)]| {
        for (j, &(s, i)) in vs.iter().take(3).enumerate() {
            op.s[j] = s;
            op.neg[j] = neg[i];
            op.inv[j] = inv[i];
            op.abs[j] = abs[i];
        }
    };
    let dst = |vs: &[(Src, usize)]| match vs.first() {
        Some((Src::R(r), _)) => Ok(*r),
        _ => Err("no destination register".to_string()),
    };
    match kind {
        Sem::St | Sem::Sts | Sem::Stl => op.d = dst(&vals)?,
        Sem::Ld | Sem::Ldu | Sem::Lds | Sem::Ldl | Sem::Ldc => op.d = dst(&vals)?,
        Sem::Vote => {
            op.d = dst(&vals)?;
            let [(a, _), (b, bn)] = preds[..] else {
                return Err("predicate operands".into());
            };
            (op.pd, op.ps[0], op.ps_neg[0]) = (a, b, bn);
        }
        // The short forms write one predicate from the comparison alone: as the long form's `P, pt`
        // with `AND pt`.
        Sem::Isetp | Sem::Fsetp | Sem::Csetp if short && preds.len() == 1 => {
            (op.pd, op.pd2, op.ps[0], op.ps_neg[0]) = (preds[0].0, PT, PT, false);
            set_srcs(&mut op, &vals);
        }
        Sem::Isetp | Sem::Fsetp | Sem::Dsetp | Sem::Csetp | Sem::Vsetp => {
            let [(a, _), (b, _), (c, cn)] = preds[..] else {
                return Err("predicate operands".into());
            };
            (op.pd, op.pd2, op.ps[0], op.ps_neg[0]) = (a, b, c, cn);
            set_srcs(&mut op, &vals);
        }
        // PSETP_N P, a, b: the long form's `P, pt, a, b, pt` (AND with pt second).
        Sem::Psetp if short => {
            let [(d, _), a, b] = preds[..] else {
                return Err("predicate operands".into());
            };
            (op.pd, op.pd2) = (d, PT);
            (op.ps[0], op.ps[1], op.ps[2]) = (a.0, b.0, PT);
            (op.ps_neg[0], op.ps_neg[1], op.ps_neg[2]) = (a.1, b.1, false);
        }
        Sem::Psetp | Sem::Pset => {
            let first = if kind == Sem::Psetp { 2 } else { 0 };
            if preds.len() != first + 3 {
                return Err("predicate operands".into());
            }
            if kind == Sem::Psetp {
                (op.pd, op.pd2) = (preds[0].0, preds[1].0);
            } else {
                op.d = dst(&vals)?;
            }
            // Printed in field order 49, 26, 20: sources 3, 2, 1.
            for j in 0..3 {
                (op.ps[2 - j], op.ps_neg[2 - j]) = preds[first + j];
            }
        }
        Sem::Bra
        | Sem::Exit
        | Sem::Brk
        | Sem::Ret
        | Sem::Ssy
        | Sem::Pbk
        | Sem::Pcnt
        | Sem::Cont
        | Sem::Cal
        | Sem::Pret
        | Sem::Bpt
        | Sem::Brx => super::control::lower_target(&mut op, code, &vals, map)?,
        Sem::Nop | Sem::Membar => {}
        Sem::Bar => super::control::lower_bar(&mut op, code, &vals, &preds)?,
        Sem::Lepc => op.d = dst(&vals)?,
        Sem::Cctl => {
            // No cache: the accesses it acts on are made at once; it reads no memory, so no address
            // faults. The query (QRY1) and a written register are not documented.
            if dst(&vals)? != RZ {
                return Err("CCTL/CCTLL writing a register (a cache query) is not modelled".into());
            }
        }
        Sem::S2r => op.d = dst(&vals)?,
        // The source register and the mask; nothing but the flags is written.
        Sem::R2p => set_srcs(&mut op, &vals),
        _ => {
            op.d = dst(&vals)?;
            set_srcs(&mut op, &vals[1..]);
            if let Some(&(p, pn)) = preds.first() {
                (op.ps[0], op.ps_neg[0]) = (p, pn);
            }
        }
    }
    op.cc = op.which(super::control::CC_TESTS);
    check(&op)?;
    Ok(op)
}

/// For the forms lowered apart (paired loads, TLD): the guard, its negation and `.S` from `tags` set on
/// `op`; the other tags in walk order, and the operands after the guard.
pub(super) fn split_guard<'a>(
    op: &mut Op,
    tags: &[gpuisa_engine::sem::Tag],
    ops: &'a [Operand],
) -> Result<(Vec<Sem>, &'a [Operand]), String> {
    let (mut rest, mut guarded) = (Vec::new(), false);
    for t in tags {
        match Sem::from_u16(t.sem) {
            Sem::Guard => guarded = true,
            Sem::PNot if t.ops_before == 0 => op.guard_neg = true,
            Sem::Sync => op.set(Sem::Sync),
            s => rest.push(s),
        }
    }
    if !guarded {
        return Ok((rest, ops));
    }
    match ops.first() {
        Some(Operand::Reg(r)) if r.file == RegFile::P => op.guard = r.num as u8,
        _ => return Err("a guard that is not a predicate".into()),
    }
    Ok((rest, &ops[1..]))
}

/// Refuses modifiers the machine does not implement (rather than ignoring them).
fn check(op: &Op) -> Result<(), String> {
    let no = |m: Sem, what: &str| {
        if op.has(m) {
            Err(format!("{what} is not modelled"))
        } else {
            Ok(())
        }
    };
    super::float::check(op)?;
    super::int::check(op)?;
    if op.kind == Sem::Dmnmx {
        no(Sem::Cc, "DMNMX's .CC")?;
    }
    if op.guard > PT {
        return Err("guard".into());
    }
    Ok(())
}
