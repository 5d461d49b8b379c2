//! Every GXP of the corpus (`corpus/usse/*.gxp`, vertex and fragment) through the exec API on zero
//! inputs: the secondary program once, then the primary for a group of four invocations, with a
//! checkerboard bound to every texture unit, each dependent sampler's texture state mapped as the
//! GXP declares it, and a zeroed 64 KiB memory image at address 0. Counts the programs that run to
//! their end; none may stop as unsupported but the ones listed with their reason.

use gpuisa_usse::exec::{run, run_group, ExecErr, RunError, Sampler, State, Texture};
use gpuisa_usse::Insn;

/// (file name prefix, what stops it): programs that stop at a semantics nothing pins down.
const EXPECTED_UNSUPPORTED: &[(&str, &str)] = &[];

fn decode(code: &[u8]) -> Vec<Insn> {
    code.chunks_exact(8)
        .map(|c| Insn::decode(u64::from_le_bytes(c.try_into().unwrap())))
        .collect()
}

fn u32_at(b: &[u8], o: usize) -> Option<u32> {
    Some(u32::from_le_bytes(b.get(o..o + 4)?.try_into().ok()?))
}

/// The dependent-sampler records (`resource_index_layout_offset`, `sa_offset`), from the header's
/// count at 0x80 and self-relative offset at 0x84 (spec/gxp-format.md).
fn dependent_samplers(b: &[u8]) -> Vec<(u16, u16)> {
    let (Some(n), Some(rel)) = (u32_at(b, 0x80), u32_at(b, 0x84)) else {
        return vec![];
    };
    let at = 0x84 + rel as usize;
    (0..n as usize)
        .filter_map(|i| {
            let r = b.get(at + 4 * i..at + 4 * i + 4)?;
            Some((
                u16::from_le_bytes([r[0], r[1]]),
                u16::from_le_bytes([r[2], r[3]]),
            ))
        })
        .collect()
}

#[test]
fn corpus_programs_run_on_zero_inputs() {
    let dir = gpuisa_core::shared::dir().join("corpus/usse");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "gxp"))
        .collect();
    files.sort();
    let mut counts = [[0usize; 2]; 2]; // [vertex, fragment] x [programs, ran to the end]
    let mut unsupported = Vec::new();
    let mut other = Vec::new();
    for f in &files {
        let bytes = std::fs::read(f).unwrap();
        let g = gpuisa_container::read_gxp_layout(&bytes).unwrap();
        let kind = g.fragment as usize;
        counts[kind][0] += 1;
        let mut st = State::default();
        for unit in 0..16 {
            st.bind_texture(unit, Texture::checkerboard(8, 8), Sampler::default());
        }
        let base = g.container_base(19).unwrap_or(0) as usize;
        for (layout, sa) in dependent_samplers(&bytes) {
            if layout % 4 == 0 {
                st.map_sampler(base + sa as usize, layout as usize / 4);
            }
        }
        st.set_memory(0, vec![0; 1 << 16]);
        let r = run(&mut st, &decode(&g.secondary), "secondary", true, 1_000_000).and_then(|_| {
            let mut lanes = vec![st.clone(); 4];
            run_group(&mut lanes, &decode(&g.primary), "primary", false, 1_000_000)
        });
        let name = f.file_name().unwrap().to_string_lossy().to_string();
        match r {
            Ok(_) => counts[kind][1] += 1,
            Err(RunError::At {
                err: ExecErr::Unsupported(w),
                ..
            }) => unsupported.push((name, w)),
            Err(e) => other.push(format!("{name}: {e}")),
        }
    }
    eprintln!(
        "vertex programs: {} of {} ran to their end; fragment programs: {} of {}",
        counts[0][1], counts[0][0], counts[1][1], counts[1][0]
    );
    for (n, w) in &unsupported {
        eprintln!("  unsupported: {n}: {w}");
    }
    for o in &other {
        eprintln!("  stopped: {o}");
    }
    assert!(counts[0][0] > 0 && counts[1][0] > 0);
    for (n, w) in &unsupported {
        assert!(
            EXPECTED_UNSUPPORTED
                .iter()
                .any(|(p, why)| n.starts_with(p) && w.contains(why)),
            "{n} stops as unsupported: {w}"
        );
    }
}
