#!/usr/bin/env python3
"""10_fwt_batch2: fastWalshTransform's fwtBatch2Kernel(d_Output, d_Input, stride), in place, as the first
pass of fwtBatchGPU(d_Data, 1, 15): grid (2^15 / (4 * 256), 1, 1) = (32, 1, 1), 256 threads, stride = N / 4.
Each thread does one radix-4 butterfly on elements i0, i0 + stride, i0 + 2 stride, i0 + 3 stride of global
memory. Writes data_in.bin, guard.bin, the two expected files and case.json. Standard library only; fixed seed.
"""
import os
import random
import sys
from fractions import Fraction

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from caselib import dump_case, f2u, f32, rand_unit, write  # noqa: E402

SEED = 20261201
LOG2N = 15                       # fwtBatchGPU(d_Data, 1, LOG2N); the sample itself uses 23
THREAD_N = 256                   # fwtBatchGPU's THREAD_N
GRID_X = (1 << LOG2N) // (4 * THREAD_N)   # 32
M = 1                            # grid.y: fwtBatchGPU builds the grid once, with the M it was called with
STRIDE = (1 << LOG2N) // 4       # the first pass: N / 4 = 8192
TOTAL = (1 << LOG2N) * M         # floats the launch covers
DATA = 0x100000
GUARD_WORDS = 256
ABS_TOL = 4e-7                   # see MANIFEST.md: <= 3 * 2^-23 for inputs in [0, 1]


def round_f32(q):
    """An exact rational rounded to the nearest binary32, ties to even (normal range or zero)."""
    if q == 0:
        return 0.0
    neg = q < 0
    q = abs(q)
    e = q.numerator.bit_length() - q.denominator.bit_length()
    if Fraction(2) ** e > q:
        e -= 1
    if Fraction(2) ** (e + 1) <= q:
        e += 1
    assert Fraction(2) ** e <= q < Fraction(2) ** (e + 1) and -126 <= e <= 127
    s = q * Fraction(2) ** (23 - e)
    m, r = divmod(s.numerator, s.denominator)
    if 2 * r > s.denominator or (2 * r == s.denominator and m & 1):
        m += 1
    v = m * 2.0 ** (e - 23)
    return -v if neg else v


def thread_indices(pos, stride):
    lo = pos & (stride - 1)
    i0 = ((pos - lo) << 2) + lo
    return i0, i0 + stride, i0 + 2 * stride, i0 + 3 * stride


def main():
    rng = random.Random(SEED)
    data = [rand_unit(rng) for _ in range(TOTAL)]
    n_per_y = THREAD_N * GRID_X * 4            # the kernel's N = blockDim.x * gridDim.x * 4
    out_f32 = list(data)
    out_math = list(data)
    touched = [0] * TOTAL
    for y in range(M):
        base = y * n_per_y
        for pos in range(GRID_X * THREAD_N):   # pos = blockIdx.x * blockDim.x + threadIdx.x
            i0, i1, i2, i3 = (base + i for i in thread_indices(pos, STRIDE))
            D0, D1, D2, D3 = data[i0], data[i1], data[i2], data[i3]
            # the source's statements, each sum or difference rounded to binary32
            T = D0; D0 = f32(D0 + D2); D2 = f32(T - D2)
            T = D1; D1 = f32(D1 + D3); D3 = f32(T - D3)
            T = D0; out_f32[i0] = f32(D0 + D1); out_f32[i1] = f32(T - D1)
            T = D2; out_f32[i2] = f32(D2 + D3); out_f32[i3] = f32(T - D3)
            # the exact 4-point Walsh-Hadamard transform, rounded once
            a, b, c, d = (Fraction(data[i]) for i in (i0, i1, i2, i3))
            out_math[i0] = round_f32(a + b + c + d)
            out_math[i1] = round_f32(a - b + c - d)
            out_math[i2] = round_f32(a + b - c - d)
            out_math[i3] = round_f32(a - b - c + d)
            for i in (i0, i1, i2, i3):
                touched[i] += 1
    assert touched == [1] * TOTAL              # every element read and written by exactly one thread
    worst = max(abs(p - q) for p, q in zip(out_f32, out_math))
    assert worst <= ABS_TOL, worst

    guard = [0xF00D0000 | k for k in range(GUARD_WORDS)]
    write(HERE, "data_in.bin", [f2u(v) for v in data])
    write(HERE, "guard.bin", guard)
    write(HERE, "data_expected_f32.bin", [f2u(v) for v in out_f32] + guard)
    write(HERE, "data_expected_math.bin", [f2u(v) for v in out_math])
    end_data = DATA + 4 * TOTAL
    dump_case(HERE, {
        "cubin": "Multi2Sim+multi2sim__tags__multi2sim-4.0.1__samples__fermi__fastWalshTransform__fastWalshTransform__070808da.cubin",
        "kernel": "_Z15fwtBatch2KernelPfS_i",
        "grid": [GRID_X, M, 1], "block": [THREAD_N, 1, 1], "shared_dynamic": 0,
        "params": [hex(DATA), hex(DATA), str(STRIDE)],
        "globals": [{"file": "data_in.bin", "addr": hex(DATA)},
                    {"file": "guard.bin", "addr": hex(end_data)}],
        "compare": [
            {"start": hex(DATA), "end": hex(end_data), "expected": "data_expected_math.bin", "mode": "abs", "tol": ABS_TOL},
            {"start": hex(DATA), "end": hex(end_data + 4 * GUARD_WORDS), "expected": "data_expected_f32.bin", "mode": "exact", "tol": 0}],
        "max_steps": 1000000,
        "host_source": "Multi2Sim/multi2sim tags/multi2sim-4.0.1/samples/fermi/fastWalshTransform/fastWalshTransform_kernel.cu@288beea71c5c3997639aa3b802a8f4eb51a4f1f4",
        "rule": "one radix-4 pass, stride 8192, in place: for pos < 8192, i0 = ((pos - lo) << 2) + lo (lo = pos & 8191): "
                "(d0,d1,d2,d3) at i0 + k*8192 := (d0+d1+d2+d3, d0-d1+d2-d3, d0+d1-d2-d3, d0-d1-d2+d3); guard words after the data unchanged",
    })
    print("max |f32 sequence - exact| = %.3g (tol %g)" % (worst, ABS_TOL))


if __name__ == "__main__":
    main()
