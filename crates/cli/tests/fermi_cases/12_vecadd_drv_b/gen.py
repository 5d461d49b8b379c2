#!/usr/bin/env python3
"""12_vecadd_drv_b: the other build of 11_vecadd_drv's cubin (same case, same data). Multi2Sim's vectorAddDrv sample (CUDA SDK vectorAddDrv, driver API), VecAdd_kernel(A, B, C, N):
C[i] = A[i] + B[i] for i = blockDim.x * blockIdx.x + threadIdx.x < N. Launch shape from the sample's host
binary (see MANIFEST.md): threadsPerBlock = 32, blocksPerGrid = (N + 31) / 32. The host's N is 64; here
N = 1000, so the last block has 8 threads with i < N and 24 without (a warp split by the bound).
Writes a.bin, b.bin, c_guard.bin, c_expected.bin and case.json. Standard library only; fixed seed.
"""
import os
import random
import struct
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from caselib import dump_case, f2u, write  # noqa: E402

# ---- identical in 11_vecadd_drv and 12_vecadd_drv_b ----
SEED = 20261202
N = 1000
THREADS = 32                               # the host binary: threadsPerBlock = 32
BLOCKS = (N + THREADS - 1) // THREADS      # 32
A_ADDR, B_ADDR, C_ADDR = 0x100000, 0x110000, 0x120000
GUARD_WORDS = 64                           # after C[N-1]: covers the 24 idle threads' C[1000..1023] and more
GUARD_BEFORE = 16                          # before C[0]


def f32(x):
    return struct.unpack("<f", struct.pack("<f", x))[0]


def rand_unit(rng):
    """rand() / (float)RAND_MAX, as the host's RandomInit: a binary32 in [0, 1]."""
    return f32(f32(float(rng.getrandbits(31))) / f32(2147483647.0))


def make_case(cubin, commit, tag):
    rng = random.Random(SEED)
    a = [rand_unit(rng) for _ in range(N)]      # RandomInit(h_A, N), then RandomInit(h_B, N)
    b = [rand_unit(rng) for _ in range(N)]
    c = [f32(x + y) for x, y in zip(a, b)]     # correctly rounded binary32 sum
    guard = [0xC0DE0000 | k for k in range(GUARD_WORDS)]
    before = [0xBEF00000 | k for k in range(GUARD_BEFORE)]
    write(HERE, "a.bin", [f2u(v) for v in a])
    write(HERE, "b.bin", [f2u(v) for v in b])
    write(HERE, "c_guard.bin", guard)
    write(HERE, "c_before.bin", before)
    write(HERE, "c_expected.bin", before + [f2u(v) for v in c] + guard)
    c0 = C_ADDR - 4 * GUARD_BEFORE
    dump_case(HERE, {
        "cubin": cubin, "kernel": "VecAdd_kernel",
        "grid": [BLOCKS, 1, 1], "block": [THREADS, 1, 1], "shared_dynamic": 0,
        "params": [hex(A_ADDR), hex(B_ADDR), hex(C_ADDR), str(N)],
        "globals": [{"file": "a.bin", "addr": hex(A_ADDR)},
                    {"file": "b.bin", "addr": hex(B_ADDR)},
                    {"file": "c_before.bin", "addr": hex(c0)},
                    {"file": "c_guard.bin", "addr": hex(C_ADDR + 4 * N)}],
        "compare": [{"start": hex(c0), "end": hex(C_ADDR + 4 * (N + GUARD_WORDS)),
                     "expected": "c_expected.bin", "mode": "exact", "tol": 0}],
        "max_steps": 20000,
        "host_source": "Multi2Sim/multi2sim samples/fermi/vectorAddDrv/vectorAddDrv (host binary, from vectorAddDrv.cpp)@" + commit,
        "rule": "C[i] = A[i] + B[i] (f32, round to nearest even) for i < N = 1000; 16 words before C and 64 after C[N-1] unchanged" + tag,
    })
# ---- end of identical part ----


if __name__ == "__main__":
    make_case("Multi2Sim+multi2sim__samples__fermi__vectorAddDrv__vectorAdd_kernel__f4fe7dca.cubin",
              "6fdcad92a1eb538ae510eb559c9c1ae3ef18e48b", " (build f4fe7dca: @P0 BRA.U over @!P0 code)")
