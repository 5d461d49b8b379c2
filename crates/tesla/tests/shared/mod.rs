//! Access to ../shared (the reference vectors and corpus), which tests read in place.

/// The lines of a vector file: (hex key, expected text).
pub fn vectors(name: &str) -> Vec<(String, String)> {
    gpuisa_core::shared::vector_lines(&format!("tesla/{name}"))
}
