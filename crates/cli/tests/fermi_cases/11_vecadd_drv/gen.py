#!/usr/bin/env python3
"""11_vecadd_drv: Multi2Sim's vectorAddDrv sample (CUDA SDK vectorAddDrv, driver API), VecAdd_kernel(A, B, C, N):
C[i] = A[i] + B[i] for i = blockDim.x * blockIdx.x + threadIdx.x < N. Launch shape from the sample's host
binary (see MANIFEST.md): threadsPerBlock = 32, blocksPerGrid = (N + 31) / 32. The host's N is 64; here
N = 1000, so the last block has 8 threads with i < N and 24 without (a warp split by the bound).
Writes a.bin, b.bin, c_before.bin, c_guard.bin, c_expected.bin and case.json. Standard library only; fixed seed.
"""
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from caselib import rand_unit, vecadd_case  # noqa: E402

SEED = 20261202
N = 1000
THREADS = 32                               # the host binary: threadsPerBlock = 32 (grid (N + 31) / 32 = 32)
A_ADDR, B_ADDR, C_ADDR = 0x100000, 0x110000, 0x120000
GUARD_WORDS = 64                           # after C[N-1]: covers the 24 idle threads' C[1000..1023] and more


def make_case(here, cubin, commit, tag):
    """The case for one build of the cubin; 12_vecadd_drv_b calls this with the other build (same data)."""
    rng = random.Random(SEED)
    a = [rand_unit(rng) for _ in range(N)]      # RandomInit(h_A, N), then RandomInit(h_B, N)
    b = [rand_unit(rng) for _ in range(N)]
    vecadd_case(
        here, a, b, threads=THREADS, addrs=(A_ADDR, B_ADDR, C_ADDR), guard_words=GUARD_WORDS,
        cubin=cubin, kernel="VecAdd_kernel", max_steps=20000,
        host_source="Multi2Sim/multi2sim samples/fermi/vectorAddDrv/vectorAddDrv (host binary, from vectorAddDrv.cpp)@" + commit,
        rule="C[i] = A[i] + B[i] (f32, round to nearest even) for i < N = 1000; 16 words before C and 64 after C[N-1] unchanged" + tag)


if __name__ == "__main__":
    make_case(HERE, "Multi2Sim+multi2sim__samples__fermi__vectorAddDrv__vectorAdd_kernel__54c58a9c.cubin",
              "0b4245a2f0c1541a3272d27b3a1f22ebe9f271e6", " (build 54c58a9c: @P0 EXIT)")
