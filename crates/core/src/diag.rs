//! Diagnostics with source spans. The assembler reports them as `file:line:column: error: message`
//! followed by the source line and a caret under the offending text.
//!
//! Error text stays bounded whatever the input: a message quotes at most [`QUOTE_MAX`] characters of any
//! text between backticks and is at most [`MESSAGE_MAX`] characters long, a source line is shown as a
//! window of at most [`SNIPPET_MAX`] characters around the column, and a list renders at most
//! [`MAX_DIAGNOSTICS`] diagnostics, then one line saying how many more there were.

use codespan_reporting::diagnostic::{Diagnostic as CsDiagnostic, Label};
use codespan_reporting::files::{Error as FilesError, Files, Location};
use codespan_reporting::term::{self, termcolor::NoColor, Config};
use std::ops::Range;

/// At most this many characters of a quoted token or text (between backticks) appear in a message; a
/// longer one is cut and ends in `…`.
pub const QUOTE_MAX: usize = 40;
/// At most this many characters of a message (or note) are kept; a longer one ends in `…`.
pub const MESSAGE_MAX: usize = 1000;
/// At most this many characters of a source line appear under a message: a longer line is shown as a
/// window around the column, with `…` where it was cut.
pub const SNIPPET_MAX: usize = 160;
/// At most this many diagnostics are rendered (and kept by [`ErrorList`]); the rest are counted, and one
/// line `... and N more errors (M in all)` says so.
pub const MAX_DIAGNOSTICS: usize = 100;

/// The span of the diagnostic that stands for the errors left out of a list (see [`ErrorList`]).
const SUMMARY_SPAN: Range<usize> = usize::MAX..usize::MAX;

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
    /// A diagnostic; quoted text in `message` longer than [`QUOTE_MAX`] characters is shortened.
    pub fn new(span: Range<usize>, message: impl Into<String>) -> Self {
        Diagnostic { span, message: bound_message(message.into()), note: None }
    }
    pub fn with_note(mut self, note: impl Into<String>) -> Self {
        self.note = Some(bound_message(note.into()));
        self
    }
    /// Moves the span by `delta` bytes (for text that was parsed out of a larger file).
    pub fn shifted(mut self, delta: usize) -> Self {
        if !self.is_summary() {
            self.span = self.span.start.saturating_add(delta)..self.span.end.saturating_add(delta);
        }
        self
    }
    /// The last entry of a capped list: `... and N more errors (M in all)`, with no place in the source.
    pub fn summary(more: usize, total: usize) -> Self {
        let s = if more == 1 { "" } else { "s" };
        Diagnostic { span: SUMMARY_SPAN, message: format!("... and {more} more error{s} ({total} in all)"), note: None }
    }
    /// Whether this is the entry made by [`Diagnostic::summary`].
    pub fn is_summary(&self) -> bool {
        self.span == SUMMARY_SPAN
    }
}

/// Collects diagnostics, keeping the first [`MAX_DIAGNOSTICS`] and only counting the rest, so that a
/// mistaken input of a million lines costs neither a million messages in memory nor in the output.
#[derive(Debug, Default)]
pub struct ErrorList {
    kept: Vec<Diagnostic>,
    total: usize,
}

impl ErrorList {
    pub fn new() -> Self {
        Self::default()
    }
    pub fn push(&mut self, d: Diagnostic) {
        self.total += 1;
        if self.kept.len() < MAX_DIAGNOSTICS {
            self.kept.push(d);
        }
    }
    pub fn is_empty(&self) -> bool {
        self.total == 0
    }
    /// How many diagnostics were pushed.
    pub fn total(&self) -> usize {
        self.total
    }
    /// The kept diagnostics, then a [`Diagnostic::summary`] if some were only counted.
    pub fn into_vec(self) -> Vec<Diagnostic> {
        let mut v = self.kept;
        if self.total > v.len() {
            v.push(Diagnostic::summary(self.total - v.len(), self.total));
        }
        v
    }
}

/// `text` cut to [`QUOTE_MAX`] characters (then `…`), for quoting source text in a message.
pub fn clip(text: &str) -> std::borrow::Cow<'_, str> {
    clip_to(text, QUOTE_MAX)
}

fn clip_to(text: &str, max: usize) -> std::borrow::Cow<'_, str> {
    match text.char_indices().nth(max) {
        Some((cut, _)) => format!("{}…", &text[..cut]).into(),
        None => text.into(),
    }
}

/// Shortens every backtick-quoted part of `msg` longer than [`QUOTE_MAX`] characters, then the whole
/// message to [`MESSAGE_MAX`]. Done where diagnostics are made so that every syntax's messages are bounded.
fn bound_message(msg: String) -> String {
    let msg = clip_quotes(&msg).unwrap_or(msg);
    match clip_to(&msg, MESSAGE_MAX) {
        std::borrow::Cow::Owned(s) => s,
        std::borrow::Cow::Borrowed(_) => msg,
    }
}

/// `msg` made one line of bounded length: control characters (a newline in a quoted value) shown as
/// `\n`, `\t`, `\xNN`, then long quoted parts clipped as in diagnostics. For messages built from the
/// input (file names, kernel names, tokens, option values).
pub fn one_line(msg: &str) -> String {
    let mut o = String::with_capacity(msg.len());
    for c in msg.trim_end().chars() {
        match c {
            '\n' => o.push_str("\\n"),
            '\r' => o.push_str("\\r"),
            '\t' => o.push_str("\\t"),
            c if c.is_control() => o.push_str(&format!("\\x{:02x}", c as u32)),
            c => o.push(c),
        }
    }
    bound_message(o)
}

/// `msg` with its long quoted parts clipped, or `None` if it has none.
fn clip_quotes(msg: &str) -> Option<String> {
    let parts: Vec<&str> = msg.split('`').collect();
    // Odd parts lie between backticks; a last odd part follows an unmatched one and is left alone.
    let long = |i: usize, p: &str| i % 2 == 1 && i + 1 < parts.len() && p.len() > QUOTE_MAX;
    if !parts.iter().enumerate().any(|(i, p)| long(i, p)) {
        return None;
    }
    let clipped: Vec<std::borrow::Cow<str>> =
        parts.iter().enumerate().map(|(i, p)| if long(i, p) { clip(p) } else { (*p).into() }).collect();
    Some(clipped.join("`"))
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

/// One diagnostic's source line, cut to a window of at most [`SNIPPET_MAX`] characters: what codespan
/// shows, with the true line and column in the headline and gutter.
struct Snippet<'a> {
    name: &'a str,
    text: String,
    line: usize,
    col: usize,
}

impl<'a> Files<'a> for Snippet<'a> {
    type FileId = ();
    type Name = &'a str;
    type Source = &'a str;
    fn name(&'a self, _: ()) -> Result<&'a str, FilesError> {
        Ok(self.name)
    }
    fn source(&'a self, _: ()) -> Result<&'a str, FilesError> {
        Ok(&self.text)
    }
    fn line_index(&'a self, _: (), _: usize) -> Result<usize, FilesError> {
        Ok(0)
    }
    fn line_number(&'a self, _: (), _: usize) -> Result<usize, FilesError> {
        Ok(self.line)
    }
    fn location(&'a self, _: (), _: usize) -> Result<Location, FilesError> {
        Ok(Location { line_number: self.line, column_number: self.col })
    }
    fn line_range(&'a self, _: (), i: usize) -> Result<Range<usize>, FilesError> {
        if i == 0 {
            Ok(0..self.text.len())
        } else {
            Err(FilesError::LineTooLarge { given: i, max: 0 })
        }
    }
}

/// The byte offset of the `n`th character of `s`, or `s.len()`.
fn char_offset(s: &str, n: usize) -> usize {
    s.char_indices().nth(n).map_or(s.len(), |(i, _)| i)
}

/// The snippet of `span` in `src`, whose line starts are `starts`, and the label's range in it.
fn snippet<'a>(name: &'a str, src: &str, starts: &[usize], span: &Range<usize>) -> (Snippet<'a>, Range<usize>) {
    let s = floor_char_boundary(src, span.start.min(src.len()));
    let line = starts.partition_point(|&l| l <= s).max(1);
    let ls = starts[line - 1];
    let text = src[ls..].split('\n').next().unwrap_or("");
    let text = text.strip_suffix('\r').unwrap_or(text);
    let le = ls + text.len();
    let s = s.min(le);
    // A span running past its line is shown on its first line.
    let e = floor_char_boundary(src, span.end.clamp(s, le));
    let col0 = src[ls..s].chars().count();
    let (mut b0, mut b1) = (ls, le);
    if text.chars().count() > SNIPPET_MAX {
        // Some context before the column, the rest after it.
        let w0 = col0.saturating_sub(SNIPPET_MAX / 4);
        b0 = ls + char_offset(text, w0);
        b1 = b0 + char_offset(&src[b0..le], SNIPPET_MAX);
        if b1 == le {
            // Near the end: show the line's last SNIPPET_MAX characters.
            let n = src[ls..le].chars().count();
            b0 = ls + char_offset(text, n - SNIPPET_MAX);
        }
    }
    let pre = if b0 > ls { "…" } else { "" };
    let post = if b1 < le { "…" } else { "" };
    let window = format!("{pre}{}{post}", &src[b0..b1]);
    let label = pre.len() + (s - b0)..pre.len() + (e.min(b1) - b0);
    (Snippet { name, text: window, line, col: col0 + 1 }, label)
}

/// Renders diagnostics as text: a `file:line:col: error: message` headline, then the source line with a
/// caret. At most [`MAX_DIAGNOSTICS`] are rendered; then one line says how many more there were.
pub fn render(file_name: &str, src: &str, diags: &[Diagnostic]) -> String {
    let starts: Vec<usize> =
        std::iter::once(0).chain(src.bytes().enumerate().filter(|&(_, b)| b == b'\n').map(|(i, _)| i + 1)).collect();
    let mut out = NoColor::new(Vec::new());
    let config = Config::default();
    let located = diags.iter().filter(|d| !d.is_summary()).count();
    for d in diags.iter().filter(|d| !d.is_summary()).take(MAX_DIAGNOSTICS) {
        let (file, range) = snippet(file_name, src, &starts, &d.span);
        let mut label = Label::primary((), range);
        if let Some(n) = &d.note {
            label = label.with_message(n.clone());
        }
        let cs = CsDiagnostic::error().with_message(d.message.clone()).with_labels(vec![label]);
        let _ = term::emit(&mut out, &config, &file, &cs);
    }
    let mut text = String::from_utf8_lossy(&out.into_inner()).into_owned();
    if located > MAX_DIAGNOSTICS {
        text += &Diagnostic::summary(located - MAX_DIAGNOSTICS, located).message;
        text.push('\n');
    }
    for d in diags.iter().filter(|d| d.is_summary()) {
        text += &d.message;
        text.push('\n');
    }
    text
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

    #[test]
    fn long_lines_show_a_window_with_the_caret_in_place() {
        let mut src = "a".repeat(5000);
        src += " bad ";
        src += &"b".repeat(5000);
        let at = 5001;
        let r = render("x.s", &src, &[Diagnostic::new(at..at + 3, "unexpected `bad`")]);
        assert!(r.contains("x.s:1:5002"), "{r}");
        let lines: Vec<&str> = r.lines().collect();
        let (code, caret) = (lines[3], lines[4]);
        assert!(code.chars().count() < SNIPPET_MAX + 10, "{code}");
        assert!(code.contains('…') && code.ends_with('…'), "{code}");
        let col = caret.find('^').unwrap();
        assert_eq!(code.chars().skip(caret[..col].chars().count()).take(3).collect::<String>(), "bad", "{r}");
        // Near the end of the line, the window ends there.
        let r = render("x.s", &src, &[Diagnostic::new(src.len() - 1..src.len(), "x")]);
        assert!(!r.lines().nth(3).unwrap().ends_with('…'), "{r}");
    }

    #[test]
    fn messages_quote_at_most_quote_max_characters() {
        let long = "é".repeat(1500);
        let d = Diagnostic::new(0..1, format!("unexpected `{long}`, expected `a`")).with_note(long.clone());
        assert_eq!(d.message, format!("unexpected `{}…`, expected `a`", "é".repeat(QUOTE_MAX)));
        assert_eq!(d.note.unwrap().chars().count(), MESSAGE_MAX + 1);
        // An unmatched backtick leaves the rest alone.
        assert_eq!(Diagnostic::new(0..1, "unexpected ```").message, "unexpected ```");
        assert_eq!(clip("short"), "short");
    }

    #[test]
    fn render_caps_a_long_list() {
        let src = "x\n".repeat(300);
        let diags: Vec<Diagnostic> = (0..300).map(|i| Diagnostic::new(2 * i..2 * i + 1, "bad")).collect();
        let r = render("x.s", &src, &diags);
        assert_eq!(r.matches("error: bad").count(), MAX_DIAGNOSTICS);
        assert!(r.ends_with("... and 200 more errors (300 in all)\n"), "{r}");
        let mut list = ErrorList::new();
        (0..101).for_each(|i| list.push(Diagnostic::new(i..i, "e")));
        let v = list.into_vec();
        assert_eq!(v.len(), MAX_DIAGNOSTICS + 1);
        assert_eq!(v[MAX_DIAGNOSTICS].message, "... and 1 more error (101 in all)");
    }
}
