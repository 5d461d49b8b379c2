//! What a traced or profiled run sees: each instruction issued to each invocation, whether its
//! predicate let it run, and what it wrote (the registers whose values changed).

use super::State;
use std::fmt::Write;

/// One instruction issued to one invocation.
pub struct Step<'a> {
    /// `primary` or `secondary`.
    pub program: &'static str,
    /// The instruction's index in its program (its byte address is 8 times it).
    pub pc: usize,
    /// The invocation's index in its group (0 for a run of one).
    pub lane: usize,
    /// Whether the predicate let the instruction run.
    pub ran: bool,
    pub before: &'a State,
    pub after: &'a State,
}

/// Appends `name=value` for every register, predicate and flag whose value differs between `before` and
/// `after`, bank by bank (temporaries `r`, outputs `o`, primary and secondary attributes `pa`, `sa`,
/// internals `i`, predicates `p`, index registers, the link, discard and depth), separated by spaces.
pub fn written(before: &State, after: &State, out: &mut String) {
    let banks: [(&str, &[u32], &[u32]); 5] = [
        ("r", &before.temp, &after.temp),
        ("o", &before.output, &after.output),
        ("pa", &before.primary, &after.primary),
        ("sa", &before.secondary, &after.secondary),
        ("i", &before.internal, &after.internal),
    ];
    let sep = |out: &mut String| {
        if !out.is_empty() {
            out.push(' ');
        }
    };
    for (name, b, a) in banks {
        for (n, (x, y)) in b.iter().zip(a).enumerate() {
            if x != y {
                sep(out);
                if name == "i" {
                    // The text names an internal register by its four words (`i1` is words 4-7).
                    let _ = write!(out, "i{}.{}={y:#010x}", n / 4, ['x', 'y', 'z', 'w'][n % 4]);
                } else {
                    let _ = write!(out, "{name}{n}={y:#010x}");
                }
            }
        }
    }
    for (n, (x, y)) in before.pred.iter().zip(&after.pred).enumerate() {
        if x != y {
            sep(out);
            let _ = write!(out, "p{n}={}", *y as u8);
        }
    }
    for (n, (x, y)) in before.index.iter().zip(&after.index).enumerate() {
        if x != y {
            sep(out);
            let _ = write!(out, "idx{}={y:#x}", n + 1);
        }
    }
    if before.link != after.link {
        sep(out);
        let _ = write!(out, "link={:#x}", after.link as u64 * 8);
    }
    if before.discarded != after.discarded {
        sep(out);
        out.push_str("discarded");
    }
    if before.depth != after.depth {
        sep(out);
        let _ = write!(out, "depth={:?}", after.depth);
    }
    if before.mem != after.mem {
        // Which words changed: a store.
        for (k, (x, y)) in before.mem.chunks(4).zip(after.mem.chunks(4)).enumerate() {
            if x != y {
                sep(out);
                let v = y.iter().rev().fold(0u32, |v, b| v << 8 | *b as u32);
                let _ = write!(out, "m[{:#x}]={v:#010x}", after.mem_base as u64 + 4 * k as u64);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_changed_registers_are_written() {
        let before = State::default();
        let mut after = before.clone();
        after.temp[3] = 0x3f80_0000;
        after.output[0] = 7;
        after.pred[1] = true;
        after.internal[5] = 1;
        let mut s = String::new();
        written(&before, &after, &mut s);
        assert_eq!(s, "r3=0x3f800000 o0=0x00000007 i1.y=0x00000001 p1=1");
        let mut none = String::new();
        written(&before, &before.clone(), &mut none);
        assert_eq!(none, "");
    }
}
