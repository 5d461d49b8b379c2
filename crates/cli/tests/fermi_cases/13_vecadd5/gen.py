#!/usr/bin/env python3
"""13_vecadd5: Multi2Sim's vectorAdd_5 sample (CUDA SDK vectorAdd), vectorAdd(A, B, C, numElements):
C[i] = A[i] + B[i] for i = blockDim.x * blockIdx.x + threadIdx.x < numElements, launched as main() does:
numElements = 50000, threadsPerBlock = 256, blocksPerGrid = (50000 + 255) / 256 = 196. The last block has
80 threads with i < numElements: warps 0-1 full, warp 2 split 16/16, warps 3-7 idle.
Writes a.bin, b.bin, c_before.bin, c_guard.bin, c_expected.bin and case.json. Standard library only; fixed seed.
"""
import os
import random
import struct
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from caselib import dump_case, f2u, write  # noqa: E402

SEED = 20261203
N = 50000                                  # numElements
THREADS = 256                              # threadsPerBlock
BLOCKS = (N + THREADS - 1) // THREADS      # 196
A_ADDR, B_ADDR, C_ADDR = 0x100000, 0x140000, 0x180000
GUARD_WORDS = 256                          # after C[N-1]: the 176 idle threads' C[50000..50175] and more
GUARD_BEFORE = 16


def f32(x):
    return struct.unpack("<f", struct.pack("<f", x))[0]


def rand_unit(rng):
    """rand() / (float)RAND_MAX: a binary32 in [0, 1]."""
    return f32(f32(float(rng.getrandbits(31))) / f32(2147483647.0))


def main():
    rng = random.Random(SEED)
    a, b = [], []
    for _ in range(N):                     # the host's loop: h_A[i] then h_B[i] from the same rand() stream
        a.append(rand_unit(rng))
        b.append(rand_unit(rng))
    c = [f32(x + y) for x, y in zip(a, b)]  # correctly rounded binary32 sum (binary64 has > 2*24+2 bits)
    guard = [0xC0DE0000 | k for k in range(GUARD_WORDS)]
    before = [0xBEF00000 | k for k in range(GUARD_BEFORE)]
    write(HERE, "a.bin", [f2u(v) for v in a])
    write(HERE, "b.bin", [f2u(v) for v in b])
    write(HERE, "c_before.bin", before)
    write(HERE, "c_guard.bin", guard)
    write(HERE, "c_expected.bin", before + [f2u(v) for v in c] + guard)
    c0 = C_ADDR - 4 * GUARD_BEFORE
    dump_case(HERE, {
        "cubin": "Multi2Sim+multi2sim__tags__multi2sim-4.0.1__samples__fermi__vectorAdd_5__vectorAdd__36e36bde.cubin",
        "kernel": "_Z9vectorAddPKfS0_Pfi",
        "grid": [BLOCKS, 1, 1], "block": [THREADS, 1, 1], "shared_dynamic": 0,
        "params": [hex(A_ADDR), hex(B_ADDR), hex(C_ADDR), str(N)],
        "globals": [{"file": "a.bin", "addr": hex(A_ADDR)},
                    {"file": "b.bin", "addr": hex(B_ADDR)},
                    {"file": "c_before.bin", "addr": hex(c0)},
                    {"file": "c_guard.bin", "addr": hex(C_ADDR + 4 * N)}],
        "compare": [{"start": hex(c0), "end": hex(C_ADDR + 4 * (N + GUARD_WORDS)),
                     "expected": "c_expected.bin", "mode": "exact", "tol": 0}],
        "max_steps": 1000000,
        "host_source": "Multi2Sim/multi2sim tags/multi2sim-4.0.1/samples/fermi/vectorAdd_5/vectorAdd.cu@288beea71c5c3997639aa3b802a8f4eb51a4f1f4",
        "rule": "C[i] = A[i] + B[i] (f32, round to nearest even) for i < numElements = 50000; 16 words before C and 256 after C[N-1] unchanged",
    })


if __name__ == "__main__":
    main()
