//! The facade's one error type: what went wrong, in the words the command line prints.

use gpuisa_core::diag::{line_col, Diagnostic};

/// One assembly diagnostic, placed in the source.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Located {
    /// 1-based line and column (in characters) of the diagnostic's start.
    pub line: usize,
    pub column: usize,
    pub message: String,
    /// Extra explanation, when the diagnostic has one.
    pub note: Option<String>,
}

impl Located {
    /// `d` placed in `src`.
    pub fn new(src: &str, d: &Diagnostic) -> Located {
        let (line, column) = line_col(src, d.span.start);
        Located { line, column, message: d.message.clone(), note: d.note.clone() }
    }
}

impl std::fmt::Display for Located {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}: {}", self.line, self.column, self.message)
    }
}

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Error {
    /// A choice the job cannot take (an unknown architecture or syntax, a contradicting option).
    #[error("{0}")]
    Usage(String),
    /// Assembly failed; every diagnostic, the first first.
    #[error("{}", .0.first().map(|d| d.to_string()).unwrap_or_else(|| "assembly failed".into()))]
    Assembly(Vec<Located>),
    /// The code ends inside an instruction at `address`.
    #[error("at {address:#x}: {reason}")]
    Truncated { address: u64, reason: String },
    /// A file that is not what it claims, or malformed (the container reader's message).
    #[error("{0}")]
    Container(String),
    /// Reading or writing a file failed.
    #[error("{0}")]
    Io(String),
    /// A program could not run, or its run failed (the simulator's message).
    #[error("{0}")]
    Run(String),
}

/// The facade's result.
pub type Result<T> = std::result::Result<T, Error>;
