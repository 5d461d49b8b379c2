#!/usr/bin/env python3
"""07_maxindex_reduce: mgpu_old mailbag/src/maxindex FindMaxIndexReduce (pass 2) on the per-block results of 06 (recomputed here)."""
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from caselib import dump_case, f2u, write  # noqa: E402

MAXG, IDXG = 0x200000, 0x201000
COUNT = 40000
NUM_SMS = 4
GUARD = 0xDEADBEEF
EXTRA = 4


def ranges_for(count, engine_blocks):
    bricks = -(-count // 256)
    nb = min(bricks, engine_blocks)
    quot, rem = divmod(bricks, nb)
    out = []
    for i in range(nb):
        x = out[i - 1][1] if i else 0
        b = quot + 1 if i < rem else quot
        out.append((x, min(x + b * 256, count)))
    return out


def main():
    rng = random.Random(20261127)          # same data as 06_maxindex_loop
    ints = rng.sample(range(-(1 << 23), 1 << 23), COUNT)
    vals = [i * 64.0 for i in ints]
    rs = ranges_for(COUNT, 6 * NUM_SMS)
    nb = len(rs)
    mx, ix = [], []
    for (a, b) in rs:
        best = max(range(a, b), key=lambda i: vals[i])
        mx.append(vals[best]); ix.append(best)
    g = max(range(nb), key=lambda k: mx[k])
    write(HERE, "max_in.bin", [f2u(v) for v in mx] + [GUARD] * EXTRA)
    write(HERE, "index_in.bin", ix + [GUARD] * EXTRA)
    write(HERE, "max_expected.bin", [f2u(mx[g])] + [f2u(v) for v in mx[1:]] + [GUARD] * EXTRA)
    write(HERE, "index_expected.bin", [ix[g]] + ix[1:] + [GUARD] * EXTRA)
    dump_case(HERE, {
        "cubin": "seanbaxter+mgpu_old__mailbag__src__maxindex__maxindex__4f2a71ba.cubin",
        "kernel": "FindMaxIndexReduce", "grid": [1, 1, 1], "block": [256, 1, 1], "shared_dynamic": 0,
        "params": [hex(MAXG), hex(IDXG), str(nb)],
        "globals": [{"file": "max_in.bin", "addr": hex(MAXG)},
                    {"file": "index_in.bin", "addr": hex(IDXG)}],
        "compare": [
            {"start": hex(MAXG), "end": hex(MAXG + 4 * (nb + EXTRA)), "expected": "max_expected.bin", "mode": "exact", "tol": 0},
            {"start": hex(IDXG), "end": hex(IDXG + 4 * (nb + EXTRA)), "expected": "index_expected.bin", "mode": "exact", "tol": 0}],
        "max_steps": 100000,
        "host_source": "seanbaxter/mgpu_old mailbag/src/maxindex/maxindex.cpp@60a0f3f8b55d85e81b34fa5b6d3aaed6dd29cef6",
        "rule": "one block: max_global[0], index_global[0] = max of max_global[0..numBlocks) and its index_global entry; rest unchanged",
    })


if __name__ == "__main__":
    main()
