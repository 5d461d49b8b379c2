#!/usr/bin/env python3
"""13_vecadd5: Multi2Sim's vectorAdd_5 sample (CUDA SDK vectorAdd), vectorAdd(A, B, C, numElements):
C[i] = A[i] + B[i] for i = blockDim.x * blockIdx.x + threadIdx.x < numElements, launched as main() does:
numElements = 50000, threadsPerBlock = 256, blocksPerGrid = (50000 + 255) / 256 = 196. The last block has
80 threads with i < numElements: warps 0-1 full, warp 2 split 16/16, warps 3-7 idle.
Writes a.bin, b.bin, c_before.bin, c_guard.bin, c_expected.bin and case.json. Standard library only; fixed seed.
"""
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from caselib import rand_unit, vecadd_case  # noqa: E402

SEED = 20261203
N = 50000                                  # numElements
THREADS = 256                              # threadsPerBlock (grid (N + 255) / 256 = 196)
A_ADDR, B_ADDR, C_ADDR = 0x100000, 0x140000, 0x180000
GUARD_WORDS = 256                          # after C[N-1]: the 176 idle threads' C[50000..50175] and more


def main():
    rng = random.Random(SEED)
    a, b = [], []
    for _ in range(N):                     # the host's loop: h_A[i] then h_B[i] from the same rand() stream
        a.append(rand_unit(rng))
        b.append(rand_unit(rng))
    vecadd_case(
        HERE, a, b, threads=THREADS, addrs=(A_ADDR, B_ADDR, C_ADDR), guard_words=GUARD_WORDS,
        cubin="Multi2Sim+multi2sim__tags__multi2sim-4.0.1__samples__fermi__vectorAdd_5__vectorAdd__36e36bde.cubin",
        kernel="_Z9vectorAddPKfS0_Pfi", max_steps=1000000,
        host_source="Multi2Sim/multi2sim tags/multi2sim-4.0.1/samples/fermi/vectorAdd_5/vectorAdd.cu@288beea71c5c3997639aa3b802a8f4eb51a4f1f4",
        rule="C[i] = A[i] + B[i] (f32, round to nearest even) for i < numElements = 50000; 16 words before C and 256 after C[N-1] unchanged")


if __name__ == "__main__":
    main()
