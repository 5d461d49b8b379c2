#!/usr/bin/env python3
"""23_spmxv_finalize_double: mgpu_old sparse/src/kernels/finalize.cu Finalize in spmxv_double.cubin (T = double):
y[row] = alpha * (sum of the row's tempOutput entries) + beta * y[row]. Its tempOutput and rowIndices are those of
22_spmxv_double (recomputed by importing that case's gen.py), as the host's Multiply runs the two launches."""
import importlib.util
import os
import random
import struct
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from caselib import dump_case, write  # noqa: E402

_spec = importlib.util.spec_from_file_location("spmxv22", os.path.join(os.path.dirname(HERE), "22_spmxv_double", "gen.py"))
s22 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(s22)

BS = 256
PAD = 8
GUARD = 0xDEADBEEF


def finalize(temp, row_indices, num_rows, y, alpha, beta, use_beta, grid):
    """Finalize as the source reads: one thread per row (row = 256 * block + tid) for the rows the grid covers."""
    out = list(y)
    for row in range(min(num_rows, grid * BS)):
        s = 0.0
        for i in range(row_indices[row + 1] - row_indices[row]):
            s = s + temp[row_indices[row] + i]          # DADD, in order
        s = alpha * s                                   # DMUL
        if use_beta:
            s = s22.fma(beta, y[row], s)                # MulAndAdd(beta, y, sum): one DFMA
        out[row] = s
    return out


def main():
    d = s22.data()
    ng = len(d["out_idx"])
    grid = -(-ng // 8)               # engine.cpp: numFinalizeBlocks = DivUp(m->numGroups, WarpsPerBlock)
    assert grid * BS >= s22.HEIGHT
    rng = random.Random(20261203)
    y0 = [rng.uniform(-4.0, 4.0) for _ in range(s22.HEIGHT)]
    alpha, beta = rng.uniform(0.5, 2.0), rng.uniform(-2.0, -0.5)
    use_beta = 1                     # engine.cpp: useBeta = !IsZero(beta)
    y = finalize(d["temp"], d["row_indices"], s22.HEIGHT, y0, alpha, beta, use_beta, grid)
    dw = lambda vs: [w for v in vs for w in s22.d2w(v)]  # noqa: E731
    write(HERE, "temp.bin", dw(d["temp"]))
    write(HERE, "row_indices.bin", d["row_indices"])
    write(HERE, "y_init.bin", [GUARD] * PAD + dw(y0) + [GUARD] * PAD)
    write(HERE, "y_expected.bin", [GUARD] * PAD + dw(y) + [GUARD] * PAD)
    start = s22.YVEC - 4 * PAD
    n = 2 * PAD + 2 * s22.HEIGHT
    dump_case(HERE, {
        "cubin": s22.CUBIN, "kernel": "Finalize", "grid": [grid, 1, 1], "block": [BS, 1, 1], "shared_dynamic": 0,
        "params": [hex(s22.TEMP), hex(s22.ROWIDX), str(s22.HEIGHT), hex(s22.YVEC),
                   "0x%016x" % s22.dbits(alpha), "0x%016x" % s22.dbits(beta), str(use_beta)],
        "globals": [{"file": "temp.bin", "addr": hex(s22.TEMP)},
                    {"file": "row_indices.bin", "addr": hex(s22.ROWIDX)},
                    {"file": "y_init.bin", "addr": hex(start)}],
        "compare": [{"start": hex(start), "end": hex(start + 4 * n), "expected": "y_expected.bin", "mode": "exact", "tol": 0}],
        "max_steps": 100000,
        "host_source": "seanbaxter/mgpu_old sparse/src/mgpusparse/engine.cpp@" + s22.COMMIT,
        "rule": "y[r] = fma(beta, y[r], alpha * (0 + t[rowIndices[r]] + ... + t[rowIndices[r+1]-1])) in f64, r < numRows; guards unchanged",
    })
    empty = sum(1 for r in range(s22.HEIGHT) if d["row_indices"][r] == d["row_indices"][r + 1])
    print("grid %d, alpha %r, beta %r, empty rows %d" % (grid, alpha, beta, empty))


if __name__ == "__main__":
    main()
