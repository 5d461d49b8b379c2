//! `gpuisa as --arch usse --replace-in IN.gxp -o OUT.gxp`: a GXP file's program, disassembled, edited
//! (one instruction more) and assembled back into a copy of the file; `gpuisa info` and `gpuisa dis` of
//! the result differ from the original's only in the program, its size and where the programs sit.

mod common;

use common::{gpuisa, tmpdir};

const GXP: &str = "corpus/usse/libcross2d__fxaa_f__98b1d04a.gxp";

/// The text of one program of a listing (`// kernel NAME` headings; text from column 30).
fn program_text(listing: &str, name: &str) -> Vec<String> {
    let part = listing
        .split("// kernel ")
        .find(|p| p.starts_with(name))
        .unwrap_or_else(|| panic!("no {name} program in\n{listing}"));
    part.lines().skip(1).map(|l| l[30..].to_string()).collect()
}

#[test]
fn edited_program_goes_back_into_the_gxp_file() {
    let gxp = gpuisa_core::shared::dir().join(GXP);
    let gxp = gxp.to_str().unwrap();
    let tmp_dir = tmpdir("usse-replace");
    let dir = tmp_dir.path();
    let (code, listing, err) = gpuisa(&["dis", gxp], "");
    assert_eq!(code, 0, "{err}");
    for which in ["primary", "secondary"] {
        let mut text = program_text(&listing, which);
        text.insert(0, "nop".to_string());
        let out = dir.join(format!("{which}.gxp"));
        let out = out.to_str().unwrap();
        let mut args = vec!["as", "--arch", "usse", "--replace-in", gxp, "-o", out];
        if which == "secondary" {
            args.extend(["--kernel", "secondary"]);
        }
        args.push("-");
        let (code, _, err) = gpuisa(&args, &text.join("\n"));
        assert_eq!(code, 0, "{err}");
        // The new file lists the edited program and the other one unchanged.
        let (code, new_listing, err) = gpuisa(&["dis", out], "");
        assert_eq!(code, 0, "{err}");
        assert_eq!(program_text(&new_listing, which), text);
        let other = if which == "primary" { "secondary" } else { "primary" };
        assert_eq!(program_text(&new_listing, other), program_text(&listing, other));
        // `info` differs in the size and the program's line only.
        let (_, old_info, _) = gpuisa(&["info", gxp], "");
        let (_, new_info, _) = gpuisa(&["info", out], "");
        let keep = |s: &str| -> Vec<String> {
            s.lines()
                // Sizes, program offsets and counts move with the edit.
                .filter(|l| !l.starts_with("size") && !l.contains(" program: ") && !l.starts_with(&format!("  {which}:")))
                .map(str::to_string)
                .collect()
        };
        assert_eq!(keep(&new_info), keep(&old_info), "{which}: info changed beyond the program");
        assert_ne!(new_info, old_info);
    }
    // A name that is not a program of a GXP file.
    let out = dir.join("bad.gxp");
    let (code, _, err) = gpuisa(
        &["as", "--arch", "usse", "--replace-in", gxp, "--kernel", "main", "-o", out.to_str().unwrap(), "-"],
        "nop\n",
    );
    assert_eq!(code, 2, "a name the file does not have is a usage error: {err}");
    assert!(err.contains("`primary` and `secondary`"), "{err}");
}
