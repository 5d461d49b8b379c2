//! Every real vertex shader of the corpus (`corpus/usse/*.gxp`) runs to its end on zero inputs: the
//! secondary program once, then the primary for a group of four vertices. The ones that stop on an
//! instruction the interpreter does not implement are counted and named.

use gpuisa_usse::exec::{run, run_group, RunError, State};
use gpuisa_usse::Insn;

/// Vertex shaders of the corpus that stop (see docs/usse.md): one, a load (VLD) after its I32MAD,
/// which finds no memory image here (`exec_gxp_all.rs` gives one and runs it to its end).
const EXPECTED_UNSUPPORTED: usize = 1;
/// Vertex shaders of the corpus that run to their end.
const EXPECTED_OK: usize = 89;

fn decode(code: &[u8]) -> Vec<Insn> {
    code.chunks_exact(8)
        .map(|c| Insn::decode(u64::from_le_bytes(c.try_into().unwrap())))
        .collect()
}

#[test]
fn corpus_vertex_shaders_run_to_their_end() {
    let dir = gpuisa_core::shared::dir().join("corpus/usse");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "gxp"))
        .collect();
    files.sort();
    let (mut vertex, mut ok, mut failed) = (0, 0, Vec::new());
    for f in &files {
        let g = gpuisa_container::read_gxp_layout(&std::fs::read(f).unwrap()).unwrap();
        if g.fragment {
            continue;
        }
        vertex += 1;
        let mut st = State::default();
        let r = run(&mut st, &decode(&g.secondary), "secondary", true, 1_000_000).and_then(|_| {
            let mut lanes = vec![st.clone(); 4];
            run_group(&mut lanes, &decode(&g.primary), "primary", false, 1_000_000)
        });
        match r {
            Ok(_) => ok += 1,
            Err(e @ RunError::At { .. }) => {
                failed.push(format!("{}: {e}", f.file_name().unwrap().to_string_lossy()))
            }
            Err(e) => panic!("{}: {e}", f.display()),
        }
    }
    eprintln!(
        "{vertex} vertex shaders: {ok} ran to their end, {} stopped:",
        failed.len()
    );
    for f in &failed {
        eprintln!("  {f}");
    }
    assert!(vertex > 0);
    assert_eq!(failed.len(), EXPECTED_UNSUPPORTED, "{failed:#?}");
    assert_eq!(ok, EXPECTED_OK, "{failed:#?}");
    assert!(
        failed
            .iter()
            .all(|f| f.contains("is outside the memory image")),
        "{failed:#?}"
    );
}
