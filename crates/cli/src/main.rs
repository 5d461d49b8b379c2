//! The `gpuisa` binary: everything is in the library (`lib.rs`), so that fuzz targets reach the option
//! handling too.

fn main() -> std::process::ExitCode {
    gpuisa_cli::main()
}
