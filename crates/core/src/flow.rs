//! What an instruction does to the flow of control, as its ISA's description says: the typed fact that
//! control-flow graphs, JSON output and simulators read (never the printed mnemonic).
//!
//! A [`Flow`] is a set of marks. An ISA's encoding description attaches them to the forms that have them
//! (a branch form, the `join` flag of a Tesla instruction, Fermi's `.S` bit, a guard that may be false), and
//! an instruction's flow is the union along its decoded path.

/// A set of control-flow marks (see the associated constants).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Flow(pub u16);

impl Flow {
    pub const NONE: Flow = Flow(0);
    /// Jumps to its target (a code address operand).
    pub const BRANCH: Flow = Flow(1 << 0);
    /// Calls its target; control comes back after it.
    pub const CALL: Flow = Flow(1 << 1);
    /// Returns to the caller.
    pub const RETURN: Flow = Flow(1 << 2);
    /// Ends the thread (or the program).
    pub const EXIT: Flow = Flow(1 << 3);
    /// Jumps to an address computed at run time (a table in memory, a register).
    pub const INDIRECT: Flow = Flow(1 << 4);
    /// Pushes a reconvergence point (its target) for divergent branches: Tesla `joinat`, Fermi `SSY`.
    pub const PUSH_SYNC: Flow = Flow(1 << 5);
    /// Pushes a break address (its target): Tesla `breakaddr`, Fermi `PBK`.
    pub const PUSH_BREAK: Flow = Flow(1 << 6);
    /// Pushes a continue address (its target): Fermi `PCNT`.
    pub const PUSH_CONT: Flow = Flow(1 << 7);
    /// Reconverges: pops the reconvergence point pushed last (Tesla's `join` flag, Fermi's `.S`).
    pub const SYNC: Flow = Flow(1 << 8);
    /// Leaves a loop: goes to the break address pushed last (Tesla `break`, Fermi `BRK`).
    pub const BREAK: Flow = Flow(1 << 9);
    /// Goes to the continue address pushed last (Fermi `CONT`).
    pub const CONT: Flow = Flow(1 << 10);
    /// Stops at a breakpoint or trap.
    pub const TRAP: Flow = Flow(1 << 11);
    /// Runs under a guard (predicate or condition code) that may be false: control may also fall through.
    pub const GUARDED: Flow = Flow(1 << 12);
    /// In a description only: the entry's marks happen whatever the instruction's guard says (Tesla's
    /// `exit` and `join` flags act even under a false predicate: programs end with `exit (never) nop`).
    /// An instruction's flow never holds it.
    pub const ALWAYS: Flow = Flow(1 << 13);

    /// Every mark with its name (for JSON and DOT output), in bit order.
    pub const NAMES: [(Flow, &'static str); 13] = [
        (Flow::BRANCH, "branch"),
        (Flow::CALL, "call"),
        (Flow::RETURN, "return"),
        (Flow::EXIT, "exit"),
        (Flow::INDIRECT, "indirect"),
        (Flow::PUSH_SYNC, "push_sync"),
        (Flow::PUSH_BREAK, "push_break"),
        (Flow::PUSH_CONT, "push_cont"),
        (Flow::SYNC, "sync"),
        (Flow::BREAK, "break"),
        (Flow::CONT, "cont"),
        (Flow::TRAP, "trap"),
        (Flow::GUARDED, "guarded"),
    ];
    /// The marks that push an address onto the reconvergence stack.
    pub const PUSHES: Flow = Flow(Flow::PUSH_SYNC.0 | Flow::PUSH_BREAK.0 | Flow::PUSH_CONT.0);

    pub const fn union(self, o: Flow) -> Flow {
        Flow(self.0 | o.0)
    }
    pub const fn contains(self, o: Flow) -> bool {
        self.0 & o.0 == o.0 && o.0 != 0
    }
    pub const fn intersects(self, o: Flow) -> bool {
        self.0 & o.0 != 0
    }
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// Whether the instruction can change where control goes next (anything but a guard alone).
    pub const fn transfers(self) -> bool {
        self.0 & !Flow::GUARDED.0 != 0
    }
    /// Whether control can go on to the next instruction.
    pub const fn falls_through(self) -> bool {
        let ends = Flow::BRANCH.0 | Flow::RETURN.0 | Flow::EXIT.0 | Flow::INDIRECT.0 | Flow::BREAK.0 | Flow::CONT.0 | Flow::TRAP.0;
        self.0 & ends == 0 || self.0 & Flow::GUARDED.0 != 0
    }
    /// The names of the marks set, in bit order.
    pub fn names(self) -> impl Iterator<Item = &'static str> {
        Flow::NAMES.into_iter().filter(move |(f, _)| self.contains(*f)).map(|(_, n)| n)
    }
}

impl std::ops::BitOr for Flow {
    type Output = Flow;
    fn bitor(self, o: Flow) -> Flow {
        self.union(o)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn guarded_branches_fall_through_and_plain_ones_do_not() {
        assert!(!Flow::BRANCH.falls_through());
        assert!((Flow::BRANCH | Flow::GUARDED).falls_through());
        assert!(Flow::CALL.falls_through() && Flow::PUSH_SYNC.falls_through() && Flow::NONE.falls_through());
        assert!(!Flow::EXIT.falls_through());
        assert!(!Flow::GUARDED.transfers() && Flow::SYNC.transfers());
        assert_eq!((Flow::BRANCH | Flow::GUARDED).names().collect::<Vec<_>>(), ["branch", "guarded"]);
    }
}
