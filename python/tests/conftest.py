"""Where the tests find the shared corpus and the command line they compare with."""

import os
import pathlib
import shutil

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def shared() -> pathlib.Path:
    p = pathlib.Path(os.environ.get("GPUISA_SHARED", ROOT.parent / "shared"))
    if not (p / "corpus").is_dir():
        pytest.fail(f"the shared corpus is missing at {p}: set GPUISA_SHARED")
    return p


@pytest.fixture(scope="session")
def cli() -> str:
    exe = os.environ.get("GPUISA_BIN") or shutil.which("gpuisa")
    for prof in ("ci", "release", "debug"):
        cand = ROOT / "target" / prof / "gpuisa"
        if not exe and cand.exists():
            exe = str(cand)
    if not exe:
        pytest.fail("no gpuisa command line to compare with: set GPUISA_BIN")
    return exe
