//! The lossless syntax's prefixes (`long`, `altN`) remembered per thread. Finding one reads the text back
//! through envydis' ordered readings (microseconds), and real code repeats its instructions: a kernel's
//! words are a quarter distinct. The prefix is a function of the text, the address it is read at and the
//! instruction it must read as; the instruction's bits and its text together fix the address wherever
//! the text depends on it (a relative target prints as the absolute address: the same bits print the
//! same target only at the same address), so they are the key.

use std::cell::RefCell;
use std::collections::HashMap;

/// Instructions remembered at most; the table starts over when full (random code repeats nothing). At
/// about 100 bytes each: 3 MB.
const MAX: usize = 1 << 15;

/// A prefix in a byte: the readings skipped (`altN`, below 128) and bit 7 for `long`; [`NONE`] for a
/// text that reads nowhere.
const LONG: u8 = 0x80;
const NONE: u8 = 0x7f;

/// By bits and length: the last text seen and its prefix.
type Prefixes = HashMap<(u64, u8), (Box<str>, u8)>;

thread_local! {
    static PREFIXES: RefCell<Prefixes> = RefCell::new(HashMap::new());
}

/// The prefix (readings to skip, `long`) of `text`, the text of the instruction with `bits` of `len`
/// bytes: `find`'s answer, found once per bits and text.
pub(crate) fn cached(bits: u64, len: u8, text: &str, find: impl FnOnce() -> Option<(usize, bool)>) -> Option<(usize, bool)> {
    let known = PREFIXES.with(|m| m.borrow().get(&(bits, len)).filter(|(t, _)| &**t == text).map(|e| e.1));
    if let Some(code) = known {
        return (code != NONE).then_some(((code & !LONG) as usize, code & LONG != 0));
    }
    let p = find();
    let code = match p {
        None => Some(NONE),
        Some((skip, long)) => (skip < NONE as usize).then_some(skip as u8 | if long { LONG } else { 0 }),
    };
    if let Some(code) = code {
        PREFIXES.with(|m| {
            let mut m = m.borrow_mut();
            if m.len() >= MAX {
                m.clear();
            }
            m.insert((bits, len), (text.into(), code));
        });
    }
    p
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn found_once_per_bits_and_text() {
        let mut calls = 0;
        let mut get = |bits, text: &str, p: Option<(usize, bool)>| {
            cached(bits, 8, text, || {
                calls += 1;
                p
            })
        };
        assert_eq!(get(1, "a", Some((2, true))), Some((2, true)));
        assert_eq!(get(1, "a", None), Some((2, true)));
        assert_eq!(get(1, "b", None), None);
        assert_eq!(get(1, "b", Some((0, false))), None);
        assert_eq!(get(2, "a", Some((0, false))), Some((0, false)));
        assert_eq!(get(2, "a", None), Some((0, false)));
        // Another text of the same bits takes the place: the first is found again.
        assert_eq!(get(1, "a", Some((1, false))), Some((1, false)));
        assert_eq!(calls, 4);
    }
}
