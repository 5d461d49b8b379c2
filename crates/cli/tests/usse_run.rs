//! `gpuisa run --arch usse`: the Vita3K shader tests' console results (`corpus/usse-hwtests`), run as
//! their harness set them up; a program run on given inputs; the errors (runaway loop, missing input).

mod common;

use common::{gpuisa, shared, tmpdir};

/// Cases of `corpus/usse-hwtests/tests` that reproduce the console's bytes (of 449). Each failing case
/// is listed with its reason in docs/usse.md.
const EXPECTED_PASS: usize = 449;

#[test]
fn hwtests_reproduce_the_console() {
    let dir = shared().join("corpus/usse-hwtests/tests");
    let (code, out, err) = gpuisa(
        &["run", "--arch", "usse", "--hwtests", dir.to_str().unwrap()],
        "",
    );
    let last = out.lines().last().unwrap_or("");
    eprintln!("{last}");
    let (pass, fail): (usize, usize) = {
        let w: Vec<&str> = last.split_whitespace().collect();
        assert!(
            w.len() == 4 && w[1] == "passed," && w[3] == "failed",
            "last line: {last:?} ({err})"
        );
        (w[0].parse().unwrap(), w[2].parse().unwrap())
    };
    assert_eq!(pass + fail, 449, "{last}");
    assert_eq!(code, if fail == 0 { 0 } else { 1 });
    assert_eq!(out.lines().filter(|l| l.starts_with("pass ")).count(), pass);
    assert_eq!(pass, EXPECTED_PASS, "hwtests pass count changed: {last}");
}

const SHADER: &str =
    "corpus/usse/SDL__SDL_render_vita_gxm_shaders.gxm_shader_color_v__f552e581.gxp";

#[test]
fn a_vertex_shader_runs_on_given_inputs() {
    let gxp = shared().join(SHADER);
    let g = gxp.to_str().unwrap();
    // The identity matrix: the position goes through, the colour is copied.
    let args = [
        "run",
        "--arch",
        "usse",
        g,
        "--vertices",
        "2",
        "--attribute",
        "aPosition=1,2,0,1",
        "--attribute",
        "pa4=0.5,0,0,1",
    ];
    let (code, out, err) = gpuisa(
        &[
            &args[..],
            &["--uniform", "wvp=1,0,0,0,0,1,0,0,0,0,1,0,0,0,0,1"],
        ]
        .concat(),
        "",
    );
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.matches("invocation ").count(), 2, "{out}");
    assert!(
        out.contains("  o0 = 1.0 (0x3f800000)  POSITION.x\n  o1 = 2.0 (0x40000000)  POSITION.y\n"),
        "{out}"
    );
    // Outputs carry the names of the GXP's output layout.
    assert!(out.contains("  o4 = 0.5 (0x3f000000)  COLOR0.x\n"), "{out}");
    let (code, json, err) = gpuisa(
        &[
            &args[..],
            &["--uniform", "sa0=1,0,0,0,0,1,0,0,0,0,1,0,0,0,0,1", "--json"],
        ]
        .concat(),
        "",
    );
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["invocations"][1]["outputs"][1]["bits"], "0x40000000");
}

#[test]
fn a_missing_input_is_named() {
    let gxp = shared().join(SHADER);
    let (code, _, err) = gpuisa(
        &[
            "run",
            "--arch",
            "usse",
            gxp.to_str().unwrap(),
            "--attribute",
            "aPosition=1,2,0,1",
        ],
        "",
    );
    assert_eq!(code, 1);
    assert!(
        err.contains("an input that was not given") && err.contains("give --"),
        "{err}"
    );
    let (code, _, err) = gpuisa(
        &[
            "run",
            "--arch",
            "usse",
            gxp.to_str().unwrap(),
            "--attribute",
            "nosuch=1",
        ],
        "",
    );
    assert_eq!(code, 2, "{err}");
}

#[test]
fn a_runaway_loop_stops_at_the_step_limit() {
    let gxp = shared().join(SHADER);
    let dir = tmpdir("usse-loop");
    let out = dir.path().join("loop.gxp");
    let o = out.to_str().unwrap();
    let (code, _, err) = gpuisa(
        &[
            "as",
            "--arch",
            "usse",
            "-",
            "--replace-in",
            gxp.to_str().unwrap(),
            "--kernel",
            "primary",
            "-o",
            o,
        ],
        // A branch to itself (its target's address).
        "nop\nbr 0x8\n",
    );
    assert_eq!(code, 0, "{err}");
    let (code, _, err) = gpuisa(
        &[
            "run",
            "--arch",
            "usse",
            o,
            "--attribute",
            "aPosition=0,0,0,1",
            "--attribute",
            "aColor=0,0,0,1",
            "--uniform",
            "wvp=0",
        ],
        "",
    );
    let _ = std::fs::remove_file(&out);
    assert_eq!(code, 1);
    assert!(
        err.contains("step limit") && err.contains("at 0x8"),
        "{err}"
    );
}
