//! Every instruction's size, for ISAs of one- and two-word (4- and 8-byte) instructions: eight words a
//! step. A walk one instruction at a time waits on each size's load before the next; here the eight
//! words' sizes (as if an instruction started at each) are read independently and a table says which
//! of them do start one, given whether the word before the group ended a two-word one.

use gpuisa_core::{DecodeError, Isa};

/// For a group of eight words entered `skip` words in (0, or 1 when the last instruction before it
/// takes its first word) and `flags` (bit k: an instruction starting at word k takes two words): the
/// sizes of the instructions that start in the group, one byte each (4 or 8) in order, their count, and
/// the `skip` of the next group.
#[derive(Clone, Copy)]
struct Step {
    sizes: u64,
    count: u8,
    skip: u8,
}

const STEPS: [[Step; 256]; 2] = {
    let mut t = [[Step { sizes: 0, count: 0, skip: 0 }; 256]; 2];
    let mut skip = 0;
    while skip < 2 {
        let mut flags = 0;
        while flags < 256 {
            let (mut w, mut n, mut sizes) = (skip, 0, 0u64);
            while w < 8 {
                let long = flags >> w & 1;
                sizes |= (4 + 4 * long as u64) << (8 * n);
                n += 1;
                w += 1 + long;
            }
            t[skip][flags] = Step { sizes, count: n as u8, skip: (w - 8) as u8 };
            flags += 1;
        }
        skip += 1;
    }
    t
};

/// Appends to `out` the size of each instruction of `code` from `pos` on (an instruction start), as
/// [`Isa::len_at`] gives it (at least 1, at most what is left, as [`crate::disasm::Disassembler::len_run`]
/// clamps it), until the end, an error (the place and reason) or a size above 255 (where it stopped is
/// returned then, short of the end).
pub(crate) fn sizes<I: Isa>(isa: &I, code: &[u8], mut pos: usize, out: &mut Vec<u8>) -> Result<usize, (usize, DecodeError)> {
    // Groups of eight words whose instructions (the last may take a word past the group) are all in
    // `code`, so no size is clamped: `group` the group's start, `skip` 0 or 1.
    let (mut group, mut skip) = (pos, 0usize);
    while group + 36 <= code.len() {
        let mut flags = 0usize;
        let mut odd = false;
        for k in 0..8 {
            // The size an instruction at word k would have: what the walk below would read if one
            // started there (the same bytes, to the end of `code`).
            let len = isa.len_at(&code[group + 4 * k..]);
            odd |= !matches!(len, Ok(4) | Ok(8));
            flags |= (matches!(len, Ok(8)) as usize) << k;
        }
        if odd {
            // Another size (or an error) somewhere: the walk one at a time says which, and where.
            break;
        }
        let step = &STEPS[skip][flags];
        // All eight bytes, the excess cut: a store of 8, where a copy of `count` was a call.
        let n = out.len() + step.count as usize;
        out.extend_from_slice(&step.sizes.to_le_bytes());
        out.truncate(n);
        skip = step.skip as usize;
        group += 32;
    }
    pos = pos.max(group + 4 * skip);
    while pos < code.len() {
        let len = isa.len_at(&code[pos..]).map_err(|e| (pos, e))?.max(1).min(code.len() - pos);
        let Ok(l) = u8::try_from(len) else { break };
        out.push(l);
        pos += len;
    }
    Ok(pos)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The walk one instruction at a time: sizes, where it stopped, the error.
    fn walk<I: Isa>(isa: &I, code: &[u8]) -> (Vec<u8>, Result<usize, (usize, String)>) {
        let (mut out, mut pos) = (Vec::new(), 0);
        while pos < code.len() {
            match isa.len_at(&code[pos..]) {
                Ok(len) => {
                    let len = len.max(1).min(code.len() - pos);
                    out.push(len as u8);
                    pos += len;
                }
                Err(e) => return (out, Err((pos, e.to_string()))),
            }
        }
        (out, Ok(pos))
    }

    fn check<I: Isa>(isa: &I, code: &[u8]) {
        let mut out = Vec::new();
        let r = sizes(isa, code, 0, &mut out).map_err(|(p, e)| (p, e.to_string()));
        assert_eq!((out, r), walk(isa, code), "{} bytes", code.len());
    }

    #[test]
    fn the_table_by_hand() {
        // Entered at word 0, all short: eight sizes of 4, next group at its start.
        let s = &STEPS[0][0];
        assert_eq!((s.sizes, s.count, s.skip), (0x0404_0404_0404_0404, 8, 0));
        // Entered at word 1, all long: words 1, 3, 5, 7 start one each; the last takes word 0 of the next.
        let s = &STEPS[1][0xff];
        assert_eq!((s.sizes, s.count, s.skip), (0x0808_0808, 4, 1));
        // Word 0 long (takes 1), word 2 short, word 3 long (takes 4), 5, 6, 7 short: 8 4 8 4 4 4.
        let s = &STEPS[0][0b0000_1001];
        assert_eq!((s.sizes, s.count, s.skip), (0x0404_0408_0408, 6, 0));
    }

    #[test]
    fn random_code_as_the_walk_reads_it() {
        // Every length from 0 to 300 bytes (tails cut anywhere, groups and the one-at-a-time rest), then
        // longer streams; Fermi (bit 3 of the first byte set: one word) and Tesla (bit 0 set: two).
        let code = gpuisa_core::random::bytes(1 << 16, 0x5a, |w| w);
        let fermi = gpuisa_fermi::Fermi::default();
        let tesla = gpuisa_tesla::Tesla::default();
        for n in 0..300 {
            check(&fermi, &code[..n]);
            check(&tesla, &code[..n]);
        }
        for n in [4096, 4099, 65534, 1 << 16] {
            check(&fermi, &code[..n]);
            check(&tesla, &code[..n]);
        }
        // All short, all long: the table's ends.
        check(&fermi, &[8u8; 400]);
        check(&fermi, &[0u8; 400]);
    }
}
