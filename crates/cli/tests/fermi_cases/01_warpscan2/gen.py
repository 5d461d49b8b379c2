#!/usr/bin/env python3
"""01_warpscan2: mgpu_old snippets/warpscan2.cu WarpScan2, 1 x 32: inclusive/exclusive s32 scan."""
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from caselib import dump_case, f2u, write  # noqa: E402

V, INC, EXC = 0x100000, 0x101000, 0x102000
N = 32


def main():
    rng = random.Random(20261126)
    values = [rng.randrange(-100000, 100000) for _ in range(N)]
    inc, exc, s = [], [], 0
    for v in values:
        exc.append(s); s += v; inc.append(s)
    write(HERE, "values.bin", values)
    write(HERE, "inclusive_expected.bin", inc)
    write(HERE, "exclusive_expected.bin", exc)
    dump_case(HERE, {
        "cubin": "seanbaxter+mgpu_old__snippets__warpscan2__117ca204.cubin",
        "kernel": "WarpScan2", "grid": [1, 1, 1], "block": [N, 1, 1], "shared_dynamic": 0,
        "params": [hex(V), hex(INC), hex(EXC)],
        "globals": [{"file": "values.bin", "addr": hex(V)}],
        "compare": [
            {"start": hex(INC), "end": hex(INC + 4 * N), "expected": "inclusive_expected.bin", "mode": "exact", "tol": 0},
            {"start": hex(EXC), "end": hex(EXC + 4 * N), "expected": "exclusive_expected.bin", "mode": "exact", "tol": 0}],
        "max_steps": 10000,
        "host_source": "seanbaxter/mgpu_old snippets/warpscan2.cu@675bdd8fd863f18966e087f4ee525b932a5d7bf8",
        "rule": "one warp: inclusive[t] = sum(values[0..t]), exclusive[t] = inclusive[t] - values[t] (s32)",
    })


if __name__ == "__main__":
    main()
