//! A warp's control state: program counter, active mask, exited lanes, and the reconvergence stack.
//! This is where a warp diverges (a branch some active lanes take and others do not) and where it
//! reconverges (`join`, the end of a `break`, a `ret`, or lanes exiting).

/// Where control goes after an instruction, as the ISA's semantics report it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flow {
    /// The next instruction.
    Next,
    /// Lanes in `taken` go to instruction `target`; the other active lanes fall through.
    Branch { target: usize, taken: u32 },
    /// Push a reconvergence point (Tesla's `joinat`).
    JoinAt(usize),
    /// Push the address a `break` goes to (Tesla's `breakaddr`).
    BreakAddr(usize),
    /// These lanes leave the innermost loop.
    Break(u32),
    /// All active lanes call instruction `target`.
    Call(usize),
    /// These lanes return from the innermost call (or exit, outside any call).
    Ret(u32),
    /// These lanes end.
    Exit(u32),
    /// Wait at barrier `id` for the other warps of the block (all of them: released when every live warp
    /// waits).
    Barrier(u32),
    /// Arrive at counted barrier `id` (0-15; envytools: a per-block warp counter): the barrier completes
    /// when `warps` warps have arrived (0: every live warp of the block); with `wait` the warp waits for
    /// that. `votes`: the active lanes whose predicate holds, for the reduction the waiting warps read
    /// when it completes ([`crate::Semantics::barrier_done`]).
    Bar { id: u8, warps: u32, wait: bool, votes: u32 },
    /// Push the address a `continue` goes to (Fermi's `PCNT`).
    ContAddr(usize),
    /// These lanes go on with the next iteration of the innermost loop (Fermi's `CONT`): they wait at the
    /// innermost continue point until the others arrive there, break or exit.
    Cont(u32),
    /// Push a return address without jumping (Tesla's `preret`): a later `ret` returns there.
    PreRet(usize),
    /// Stop the kernel with an error (Tesla's `trap`).
    Trap,
    /// Stop the kernel: the instruction's result is not modelled for these operands (the reason).
    Refuse(&'static str),
    /// These lanes reach the innermost reconvergence point (Fermi's `.S` after an `SSY`, its guard true in
    /// them). When they are all the active lanes, the other side of a pending divergent branch runs next,
    /// or, with none, the point's lanes continue at its address (nothing happens outside any). When they
    /// are some of them, they wait at the point (its entry holds them) and the others go on.
    Sync(u32),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EntryKind {
    /// The other side of a divergent branch: lanes still to run from `pc`.
    Diverge,
    /// A reconvergence point: the mask to restore at `pc`.
    Join,
    /// A loop's exit: where breaking lanes wait, and the loop's mask.
    Break,
    /// A call's return address and mask.
    Call,
    /// A loop's continue point: where continuing lanes wait, and the loop's mask.
    Cont,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
    pub kind: EntryKind,
    pub pc: usize,
    pub mask: u32,
}

/// Deepest reconvergence stack a warp may build (a runaway kernel stops with an error here).
pub const MAX_STACK: usize = 4096;

#[derive(Clone, Debug)]
pub struct Warp {
    /// Index of the next instruction in the program.
    pub pc: usize,
    pub active: u32,
    pub exited: u32,
    pub stack: Vec<Entry>,
    /// The barrier the warp waits at, if any.
    pub barrier: Option<u32>,
    /// Whether that wait is at a counted barrier ([`Flow::Bar`]), and the instruction that waits there.
    pub counted: bool,
    pub bar_pc: usize,
    /// Every lane has exited.
    pub done: bool,
}

impl Warp {
    pub fn new(lanes: u32) -> Warp {
        Warp { pc: 0, active: lanes, exited: 0, stack: Vec::new(), barrier: None, counted: false, bar_pc: 0, done: lanes == 0 }
    }

    /// Reconverges before an instruction marked `join`: pops the innermost entry. Returns whether the
    /// instruction runs now (false: the warp switched to the other side of a divergent branch).
    pub fn join(&mut self) -> bool {
        match self.stack.pop() {
            None => true,
            Some(e) if e.kind == EntryKind::Diverge => {
                self.pc = e.pc;
                self.active = e.mask & !self.exited;
                if self.active == 0 {
                    self.resume();
                }
                false
            }
            Some(e) => {
                self.active = e.mask & !self.exited;
                if self.active == 0 {
                    self.resume();
                    return false;
                }
                true
            }
        }
    }

    /// Takes lanes `m` out of the entries inside the innermost entry of kind `until` (they wait there).
    fn park(&mut self, m: u32, until: EntryKind) {
        for e in self.stack.iter_mut().rev() {
            if e.kind == until {
                break;
            }
            e.mask &= !m;
        }
    }

    fn push(&mut self, e: Entry) -> Result<(), String> {
        if self.stack.len() >= MAX_STACK {
            return Err(format!("reconvergence stack deeper than {MAX_STACK} entries"));
        }
        self.stack.push(e);
        Ok(())
    }

    /// Applies `flow` after an instruction whose successor is `next`; returns whether the branch
    /// diverged, or an error for a stack that grows without bound.
    pub fn apply(&mut self, flow: Flow, next: usize) -> Result<bool, String> {
        self.pc = next;
        match flow {
            Flow::Next => {}
            Flow::Branch { target, taken } => {
                let taken = taken & self.active;
                if taken == self.active {
                    self.pc = target;
                } else if taken != 0 {
                    self.push(Entry { kind: EntryKind::Diverge, pc: next, mask: self.active & !taken })?;
                    self.active = taken;
                    self.pc = target;
                    return Ok(true);
                }
            }
            Flow::JoinAt(t) => self.push(Entry { kind: EntryKind::Join, pc: t, mask: self.active })?,
            Flow::BreakAddr(t) => self.push(Entry { kind: EntryKind::Break, pc: t, mask: self.active })?,
            Flow::Break(m) => {
                let m = m & self.active;
                self.park(m, EntryKind::Break);
                self.active &= !m;
            }
            Flow::Call(t) => {
                self.push(Entry { kind: EntryKind::Call, pc: next, mask: self.active })?;
                self.pc = t;
            }
            Flow::Ret(m) => {
                let m = m & self.active;
                if self.stack.iter().any(|e| e.kind == EntryKind::Call) {
                    self.park(m, EntryKind::Call);
                    self.active &= !m;
                } else {
                    self.exited |= m;
                    self.active &= !m;
                }
            }
            Flow::Exit(m) => {
                let m = m & self.active;
                self.exited |= m;
                self.active &= !m;
            }
            Flow::Barrier(id) => (self.barrier, self.counted) = (Some(id), false),
            Flow::Bar { id, wait, .. } => {
                if wait {
                    (self.barrier, self.counted, self.bar_pc) = (Some(id as u32), true, next.wrapping_sub(1));
                }
            }
            Flow::ContAddr(t) => self.push(Entry { kind: EntryKind::Cont, pc: t, mask: self.active })?,
            Flow::Cont(m) => {
                let m = m & self.active;
                self.park(m, EntryKind::Cont);
                self.active &= !m;
            }
            Flow::PreRet(t) => self.push(Entry { kind: EntryKind::Call, pc: t, mask: self.active })?,
            Flow::Trap => return Err("trap".into()),
            Flow::Refuse(why) => return Err(format!("not modelled: {why}")),
            Flow::Sync(m) => {
                let m = m & self.active;
                if m == self.active {
                    if let Some(e) = self.stack.pop_if(|e| matches!(e.kind, EntryKind::Diverge | EntryKind::Join)) {
                        self.pc = e.pc;
                        self.active = e.mask & !self.exited;
                    }
                } else if self.stack.iter().any(|e| e.kind == EntryKind::Join) {
                    // Some lanes arrive: the reconvergence entry's mask brings them back when the rest do.
                    self.active &= !m;
                }
            }
        }
        if self.active == 0 {
            self.resume();
        }
        Ok(false)
    }

    /// With no active lane left, continues with the innermost entry that still has lanes to run.
    pub fn resume(&mut self) {
        while let Some(e) = self.stack.pop() {
            let mask = e.mask & !self.exited;
            if mask == 0 {
                continue;
            }
            if e.kind == EntryKind::Join {
                // The instruction at the reconvergence point pops it (it carries `join`).
                self.stack.push(Entry { mask, ..e });
            }
            self.active = mask;
            self.pc = e.pc;
            return;
        }
        self.active = 0;
        self.done = true;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn divergent_branch_runs_both_sides_then_reconverges() {
        let mut w = Warp::new(0xf);
        w.apply(Flow::JoinAt(10), 1).unwrap();
        // Lanes 0 and 1 branch to 5; 2 and 3 fall through to 2.
        assert!(w.apply(Flow::Branch { target: 5, taken: 0x3 }, 2).unwrap());
        assert_eq!((w.pc, w.active), (5, 0x3));
        // The taken side reaches the join point first: the other side runs.
        w.pc = 10;
        assert!(!w.join());
        assert_eq!((w.pc, w.active), (2, 0xc));
        // Then the other side: the join entry restores the whole mask and the instruction runs.
        w.pc = 10;
        assert!(w.join());
        assert_eq!((w.pc, w.active), (10, 0xf));
        assert!(w.stack.is_empty());
    }

    #[test]
    fn exits_and_breaks_leave_the_right_lanes() {
        let mut w = Warp::new(0xff);
        w.apply(Flow::BreakAddr(20), 1).unwrap();
        w.apply(Flow::Branch { target: 7, taken: 0x0f }, 2).unwrap();
        w.apply(Flow::Break(0x03), 8).unwrap();
        assert_eq!(w.active, 0x0c);
        w.apply(Flow::Exit(0x0c), 9).unwrap();
        // The other side of the branch runs; lanes 0-1 wait at the break address, 2-3 are gone.
        assert_eq!((w.pc, w.active), (2, 0xf0));
        w.apply(Flow::Break(0xf0), 3).unwrap();
        assert_eq!((w.pc, w.active), (20, 0xf3));
        w.apply(Flow::Exit(0xf3), 21).unwrap();
        assert!(w.done);
    }

    #[test]
    fn continuing_lanes_wait_for_the_rest_of_the_iteration() {
        // PBK 40; PCNT 10 (the loop head); lanes 0-1 continue, 2 breaks, 3 reaches the continue point's
        // own CONT: all that did not break run from 10.
        let mut w = Warp::new(0xf);
        w.apply(Flow::BreakAddr(40), 1).unwrap();
        w.apply(Flow::ContAddr(10), 2).unwrap();
        w.apply(Flow::Branch { target: 7, taken: 0x3 }, 3).unwrap();
        w.apply(Flow::Cont(0x3), 8).unwrap();
        assert_eq!((w.pc, w.active), (3, 0xc));
        w.apply(Flow::Break(0x4), 4).unwrap();
        assert_eq!(w.active, 0x8);
        w.apply(Flow::Cont(0x8), 5).unwrap();
        assert_eq!((w.pc, w.active), (10, 0xb));
        w.apply(Flow::Break(0xb), 11).unwrap();
        assert_eq!((w.pc, w.active), (40, 0xf));
    }

    #[test]
    fn ret_returns_all_lanes_to_the_caller() {
        let mut w = Warp::new(0x3);
        w.apply(Flow::Call(50), 4).unwrap();
        w.apply(Flow::Ret(0x1), 51).unwrap();
        assert_eq!((w.pc, w.active), (51, 0x2));
        w.apply(Flow::Ret(0x2), 52).unwrap();
        assert_eq!((w.pc, w.active), (4, 0x3));
        w.apply(Flow::Ret(0x3), 5).unwrap();
        assert!(w.done, "a ret outside any call ends the lanes");
    }

    #[test]
    fn a_guarded_sync_parks_its_lanes_until_the_others_arrive() {
        // SSY 30 (Fermi pushes a join point); `@P NOP.S` true in lanes 4-7 only: they wait at 30, lanes
        // 0-3 run the body; their own `.S` brings all eight to 30.
        let mut w = Warp::new(0xff);
        w.apply(Flow::JoinAt(30), 1).unwrap();
        w.pc = 2;
        w.apply(Flow::Sync(0xf0), 3).unwrap();
        assert_eq!(w.active, 0x0f);
        w.pc = 9;
        w.apply(Flow::Sync(0x0f), 10).unwrap();
        assert_eq!((w.pc, w.active), (30, 0xff));
        // A sync whose guard holds in no lane does nothing.
        w.apply(Flow::JoinAt(40), 31).unwrap();
        w.pc = 31;
        w.apply(Flow::Sync(0), 32).unwrap();
        assert_eq!(w.active, 0xff);
    }
}
