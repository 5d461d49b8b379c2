//! Any text: the reader of Vita3K's USSE syntax must return a word or an error, never panic or hang;
//! a word it returns must print as a line that reads back to a word printing the same line.
#![no_main]
use gpuisa_usse::syntax::vita3k::{self, Ctx};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&flags, rest)) = data.split_first() else { return };
    let Ok(src) = std::str::from_utf8(rest) else { return };
    let ctx = Ctx {
        secondary: flags & 1 != 0,
        ..Default::default()
    };
    let Ok(insn) = vita3k::parse(src, &ctx) else { return };
    let mut line = String::new();
    vita3k::format_ctx(&insn, &ctx, &mut line);
    let back = vita3k::parse(&line, &ctx).unwrap_or_else(|e| panic!("{line:?} does not read back: {e:?}"));
    let mut again = String::new();
    vita3k::format_ctx(&back, &ctx, &mut again);
    assert_eq!(again, line);
});
