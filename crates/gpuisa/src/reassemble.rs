//! What makes `gpuisa as` of a listing safe: the sizes the listing printed (its hex columns) are the ones
//! assembled, literal branch targets that named the listing's instructions follow them when code moves
//! (or the line is an error), and every target assembled lands on an instruction of the code.

use crate::relisting;
use gpuisa_core::asm::{assemble_with, Assembled, Hints};
use gpuisa_core::{Diagnostic, Isa};
use std::collections::HashMap;

/// The byte offset of each line start of `text` and the size its head's hex words give (`None` without
/// a head).
fn sizes(text: &str) -> HashMap<usize, usize> {
    let mut map = HashMap::new();
    let mut at = 0;
    for line in text.split_inclusive('\n') {
        if let Some(n) = relisting::head_size(line) {
            map.insert(at, n);
        }
        at += line.len();
    }
    map
}

/// Assembles `part`, a piece of a listing whose unblanked text is `original` (same offsets): at the
/// sizes its heads printed, with literal targets following their instructions if the code moved, and
/// every target checked to be an instruction's start.
pub fn assemble<I: Isa>(isa: &I, part: &str, original: &str) -> Result<Assembled, Vec<Diagnostic>> {
    let sizes = sizes(original);
    let size_of = |off: usize| sizes.get(&off).copied();
    let mut hints = Hints { size_of_line: Some(&size_of), retarget: None, base: 0 };
    let first = assemble_with(isa, part, &hints)?;
    // Where each headed statement went: the listing's address to its new one.
    let mut moved = false;
    let mut map = HashMap::new();
    for &(at, new, _) in &first.placed {
        if let Some(old) = relisting::head_addr(line_at(original, at)) {
            moved |= old != new;
            map.insert(old, new);
        }
    }
    let out = if moved {
        let retarget = |v: u64| {
            map.get(&v).copied().ok_or_else(|| {
                format!("code moved, and {v:#x} is no instruction's address in the listing, so this target cannot follow it: write a label")
            })
        };
        hints.retarget = Some(&retarget);
        let again = assemble_with(isa, part, &hints)?;
        if again.placed.iter().map(|p| p.2).ne(first.placed.iter().map(|p| p.2)) {
            return Err(vec![Diagnostic::new(0..0, "the code changed size again when its targets followed it")]);
        }
        again
    } else {
        first
    };
    let bad = check_targets(isa, &out, part);
    if bad.is_empty() {
        Ok(out)
    } else {
        Err(bad)
    }
}

/// The line of `text` that byte `at` is on.
fn line_at(text: &str, at: usize) -> &str {
    let at = at.min(text.len());
    let b = text.as_bytes();
    let from = b[..at].iter().rposition(|&c| c == b'\n').map_or(0, |i| i + 1);
    let to = b[at..].iter().position(|&c| c == b'\n').map_or(b.len(), |i| at + i);
    text.get(from..to).unwrap_or("")
}

/// An error for each instruction of `out` whose target is not the start of an instruction (or data) of
/// the code: one outside the code, or inside an instruction (misaligned).
pub fn check_targets<I: Isa>(isa: &I, out: &Assembled, src: &str) -> Vec<Diagnostic> {
    let mut starts: Vec<(u64, u64)> = out.placed.iter().map(|&(_, a, l)| (a, l)).collect();
    starts.sort_unstable();
    let size = out.bytes.len() as u64;
    let mut errors = Vec::new();
    let mut t = Vec::new();
    for &(at, addr, len) in &out.placed {
        let Some(bytes) = out.bytes.get(addr as usize..(addr + len) as usize) else { continue };
        let Ok(insn) = isa.decode(bytes, addr) else { continue };
        if isa.insn_len(&insn) as u64 != len {
            continue; // data
        }
        t.clear();
        isa.targets(&insn, addr, &mut t);
        for &target in &t {
            if starts.binary_search_by_key(&target, |s| s.0).is_ok() {
                continue;
            }
            let end = at + src[at..].find('\n').unwrap_or(src.len() - at);
            let why = if target >= size {
                format!("branch target {target:#x} is outside the code ({size:#x} bytes)")
            } else {
                let k = starts.partition_point(|s| s.0 <= target).saturating_sub(1);
                format!("branch target {target:#x} is inside the instruction at {:#x}, not at the start of one", starts[k].0)
            };
            errors.push(Diagnostic::new(at..end.max(at + 1).min(src.len().max(at)), why));
        }
        if errors.len() >= gpuisa_core::diag::MAX_DIAGNOSTICS {
            break;
        }
    }
    errors
}

/// Why the code of a kernel written into a container would not read back: none, or a partial
/// instruction at its end (`.word 0` after Fermi code), or no code at all.
pub fn unreadable<I: Isa>(isa: &I, code: &[u8]) -> Option<String> {
    if code.is_empty() {
        return Some("no code left: a kernel needs at least one instruction".to_string());
    }
    let mut at = 0;
    while at < code.len() {
        match isa.len_at(&code[at..]) {
            Ok(n) if n > 0 => at += n,
            Ok(_) => return Some(format!("an instruction of no size at {at:#x}")),
            Err(e) => return Some(format!("the code ends in a partial instruction at {at:#x} ({e})")),
        }
    }
    None
}
