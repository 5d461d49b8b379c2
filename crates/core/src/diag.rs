//! Diagnostics with source spans. The assembler reports them as `file:line:column: error: message`
//! followed by the source line and a caret under the offending text.

use codespan_reporting::diagnostic::{Diagnostic as CsDiagnostic, Label};
use codespan_reporting::files::SimpleFile;
use codespan_reporting::term::{self, termcolor::NoColor, Config};
use std::ops::Range;

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct Diagnostic {
    /// Byte range in the source the diagnostic refers to.
    pub span: Range<usize>,
    pub message: String,
    /// Extra explanation printed under the caret.
    pub note: Option<String>,
}

impl Diagnostic {
    pub fn new(span: Range<usize>, message: impl Into<String>) -> Self {
        Diagnostic { span, message: message.into(), note: None }
    }
    pub fn with_note(mut self, note: impl Into<String>) -> Self {
        self.note = Some(note.into());
        self
    }
    /// Moves the span by `delta` bytes (for text that was parsed out of a larger file).
    pub fn shifted(mut self, delta: usize) -> Self {
        self.span = self.span.start + delta..self.span.end + delta;
        self
    }
}

/// 1-based line and column (in characters) of byte `offset` in `src`.
pub fn line_col(src: &str, offset: usize) -> (usize, usize) {
    let offset = offset.min(src.len());
    let before = &src[..floor_char_boundary(src, offset)];
    let line = before.bytes().filter(|&b| b == b'\n').count() + 1;
    let line_start = before.rfind('\n').map(|i| i + 1).unwrap_or(0);
    let col = before[line_start..].chars().count() + 1;
    (line, col)
}

fn floor_char_boundary(s: &str, mut i: usize) -> usize {
    while i > 0 && !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

/// Renders diagnostics as text: a `file:line:col: error: message` headline, then the source line with a caret.
pub fn render(file_name: &str, src: &str, diags: &[Diagnostic]) -> String {
    let file = SimpleFile::new(file_name, src);
    let mut out = NoColor::new(Vec::new());
    let config = Config::default();
    for d in diags {
        let start = floor_char_boundary(src, d.span.start.min(src.len()));
        let end = floor_char_boundary(src, d.span.end.clamp(start, src.len()));
        let mut label = Label::primary((), start..end);
        if let Some(n) = &d.note {
            label = label.with_message(n.clone());
        }
        let cs = CsDiagnostic::error().with_message(d.message.clone()).with_labels(vec![label]);
        let _ = term::emit(&mut out, &config, &file, &cs);
    }
    String::from_utf8_lossy(&out.into_inner()).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_and_column() {
        let s = "abc\nde fg\n";
        assert_eq!(line_col(s, 0), (1, 1));
        assert_eq!(line_col(s, 7), (2, 4));
    }

    #[test]
    fn render_has_location_and_caret() {
        let s = "nop\nmov $r1 ,,\n";
        let r = render("x.s", s, &[Diagnostic::new(13..14, "unexpected `,`")]);
        // Once: the message, then the location with the source line and a caret.
        assert_eq!(r.matches("unexpected `,`").count(), 1, "{r}");
        assert!(r.starts_with("error: unexpected `,`") && r.contains("x.s:2:10"), "{r}");
        assert!(r.contains('^'), "{r}");
        assert!(r.contains("mov $r1 ,,"), "{r}");
    }
}
