//! A program's instruction texts, made when first read: a run that prints none (no trace, profile or
//! error naming an instruction) never formats them, which for Tesla's text (it reads each instruction's
//! short form back to choose it) cost a fifth of a small case's whole process.

use std::sync::OnceLock;

type Make = Box<dyn Fn() -> Vec<String> + Send + Sync>;

/// The texts, one per instruction, as a slice (`texts[i]`, `&texts[..]`, `texts.iter()`); the first
/// read makes them all.
#[derive(Default)]
pub struct Texts {
    done: OnceLock<Vec<String>>,
    make: Option<Make>,
}

impl Texts {
    /// Texts that `make` writes when first read (it must give one per instruction).
    pub fn lazy(make: impl Fn() -> Vec<String> + Send + Sync + 'static) -> Texts {
        Texts { done: OnceLock::new(), make: Some(Box::new(make)) }
    }

    /// Appends a text (made now, as an eager loader does).
    pub fn push(&mut self, text: String) {
        self.force();
        if let Some(v) = self.done.get_mut() {
            v.push(text);
        }
    }

    fn force(&self) -> &Vec<String> {
        self.done.get_or_init(|| self.make.as_ref().map_or_else(Vec::new, |f| f()))
    }
}

impl From<Vec<String>> for Texts {
    fn from(v: Vec<String>) -> Texts {
        Texts { done: OnceLock::from(v), make: None }
    }
}

impl std::ops::Deref for Texts {
    type Target = [String];
    fn deref(&self) -> &[String] {
        self.force()
    }
}

impl<'a> IntoIterator for &'a Texts {
    type Item = &'a String;
    type IntoIter = std::slice::Iter<'a, String>;
    fn into_iter(self) -> Self::IntoIter {
        self.force().iter()
    }
}

impl std::fmt::Debug for Texts {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::Texts;
    use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};
    use std::sync::Arc;

    #[test]
    fn lazy_texts_are_made_once_on_first_read() {
        let calls = Arc::new(AtomicUsize::new(0));
        let c = calls.clone();
        let t = Texts::lazy(move || {
            c.fetch_add(1, Relaxed);
            vec!["a".into(), "b".into()]
        });
        assert_eq!(calls.load(Relaxed), 0, "nothing made before a read");
        assert_eq!(t[1], "b");
        assert_eq!(t.len(), 2);
        assert_eq!(t.iter().map(String::as_str).collect::<Vec<_>>(), ["a", "b"]);
        assert_eq!(calls.load(Relaxed), 1);
        let mut e = Texts::default();
        e.push("x".into());
        e.push("y".into());
        assert_eq!(&e[..], ["x", "y"]);
    }
}
