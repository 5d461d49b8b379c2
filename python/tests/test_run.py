"""Every fermi-e2e case run from Python leaves the memory its case expects."""

import json
import struct

import pytest

import gpuisa


def cases(shared):
    root = shared / "corpus" / "fermi-e2e"
    found = sorted(p for p in root.iterdir() if (p / "case.json").exists())
    assert found, "no fermi-e2e cases"
    return found


def ordered(b):
    """An f32's bits as an integer that orders as the floats do (the README's ulp distance)."""
    (u,) = struct.unpack("<I", b)
    return u if u < 0x80000000 else 0x80000000 - u


def word_ok(mode, tol, got, want):
    if mode == "exact":
        return got == want
    (g,), (w,) = struct.unpack("<f", got), struct.unpack("<f", want)
    if w != w or g != g:
        return w != w and g != g
    if mode == "ulp":
        return abs(ordered(got) - ordered(want)) <= tol
    if mode == "abs":
        return abs(g - w) <= tol
    if mode == "rel":
        return abs(g - w) <= tol * abs(w)
    raise ValueError("unknown mode " + mode)


def run_case(shared, folder):
    spec = json.loads((folder / "case.json").read_text())
    c = gpuisa.open(shared / "corpus" / "fermi" / spec["cubin"])
    r = gpuisa.run(
        c,
        kernel=spec["kernel"],
        grid=tuple(spec["grid"]),
        block=tuple(spec["block"]),
        params=list(spec["params"]),
        globals={int(g["addr"], 16): (folder / g["file"]).read_bytes() for g in spec["globals"]},
        shared_dynamic=spec.get("shared_dynamic", 0),
        max_steps=spec.get("max_steps"),
    )
    for cmp in spec["compare"]:
        start, end = int(cmp["start"], 16), int(cmp["end"], 16)
        got = r.read(start, end - start)
        want = (folder / cmp["expected"]).read_bytes()
        assert len(got) == len(want)
        bad = [i for i in range(0, len(got), 4) if not word_ok(cmp["mode"], cmp["tol"], got[i:i + 4], want[i:i + 4])]
        assert not bad, (folder.name, cmp["expected"], len(bad), "words differ, first at", hex(start + bad[0]))
    return r


def test_every_fermi_e2e_case(shared):
    for folder in cases(shared):
        r = run_case(shared, folder)
        assert r.stats["thread_instructions"] > 0


def test_run_errors_raise(shared):
    folder = cases(shared)[0]
    spec = json.loads((folder / "case.json").read_text())
    path = shared / "corpus" / "fermi" / spec["cubin"]
    with pytest.raises(gpuisa.UsageError):
        gpuisa.run(path, kernel=spec["kernel"], grid=1, block=1, params=[])
    with pytest.raises(gpuisa.UsageError):
        gpuisa.run(path, kernel="no_such_kernel")
    with pytest.raises(gpuisa.RunError):
        # Every pointer at the top of a tiny global memory: the kernel's loads fault.
        gpuisa.run(path, kernel=spec["kernel"], grid=1, block=32, params=[0xFFFFF0] * len(spec["params"]), global_size=4096)
