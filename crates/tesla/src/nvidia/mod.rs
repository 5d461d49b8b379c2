//! Tesla in NVIDIA's text, as `cuobjdump -sass` prints sm_1x code: a view of the one description. The
//! description's entries carry their NVIDIA spelling (`.view(...)`, docs/tesla-nvidia.md); [`tables`]
//! derives NVIDIA's tables from those views, and [`views`] prints and reads through them with the engine's
//! walks in NVIDIA's [`notation`]. Two styles: CUDA <= 4 (`c [0x1] [0x0]`, `o [0x7f]`, `global14 [R0]`) and
//! CUDA >= 5 (`c[0x1][0x0]`, `o[0x7f]`, `global14[R0]`); both print shared memory as `g [0x4]`, in units of
//! the access size.
//!
//! A word whose form or modifiers have no NVIDIA spelling, or whose NVIDIA text would read back as another
//! word (cuobjdump prints no trace of the exit flag), prints in the lossless envydis syntax, which the
//! reader also takes: every listing assembles again, to its words.

pub mod notation;
pub mod tables;
pub mod views;

/// Which cuobjdump's spacing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    Cuda4,
    Cuda5,
}
