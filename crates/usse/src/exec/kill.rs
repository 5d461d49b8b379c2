//! KILL: discards the fragment. The grammar leaves every bit but the opcode and the predicate "don't
//! care" (the SGX hardware definitions' alpha-test layout names register numbers there, which no
//! document gives a meaning to in this form), so none is read: a KILL whose predicate holds marks the
//! invocation discarded and ends it (Vita3K: SPIR-V `OpKill`).

use super::{Next, State};

pub fn kill(st: &mut State) -> Next {
    st.discarded = true;
    Next::End
}
