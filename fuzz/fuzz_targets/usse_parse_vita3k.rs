//! Any text: the reader of Vita3K's USSE syntax must return a word or an error, never panic or hang.
//! Other than a raw `.dword`, a word it returns prints as the text read (whitespace aside) in the context given or, for a line
//! only a secondary program prints, in a secondary program's; and that line reads back to a word
//! printing it again.
#![no_main]
use gpuisa_usse::syntax::vita3k::{self, Ctx};
use libfuzzer_sys::fuzz_target;

fn same(a: &str, b: &str) -> bool {
    a.split_whitespace().eq(b.split_whitespace())
}

fuzz_target!(|data: &[u8]| {
    let Some((&flags, rest)) = data.split_first() else { return };
    let Ok(src) = std::str::from_utf8(rest) else { return };
    let ctx = Ctx {
        secondary: flags & 1 != 0,
        ..Default::default()
    };
    let Ok(insn) = vita3k::parse(src, &ctx) else { return };
    // `.dword 0x...` is any raw word, whatever it prints as.
    if src.trim_start().starts_with(".dword") {
        return;
    }
    let sec = Ctx { secondary: true, ..ctx };
    let (mut line, mut line_sec) = (String::new(), String::new());
    vita3k::format_ctx(&insn, &ctx, &mut line);
    vita3k::format_ctx(&insn, &sec, &mut line_sec);
    let (line, used) = if same(&line, src) {
        (line, ctx)
    } else {
        assert!(same(&line_sec, src), "{src:?} read as a word printing {line:?} / {line_sec:?}");
        (line_sec, sec)
    };
    let back = vita3k::parse(&line, &used).unwrap_or_else(|e| panic!("{line:?} does not read back: {e:?}"));
    let mut again = String::new();
    vita3k::format_ctx(&back, &used, &mut again);
    assert_eq!(again, line);
});
